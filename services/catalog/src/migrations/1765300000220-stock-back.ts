import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * stock.back: a tier's (or a product without tiers') stock came back from none, whoever moved it (a
 * restock, a refund, a hold given back, the artist's edit). Recorded in the outbox by the database in the
 * transaction of the change, so no path that gives stock back can forget it; the relay's poll publishes it.
 */
export class StockBack1765300000220 implements MigrationInterface {
  name = 'StockBack1765300000220';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION record_stock_back() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        product_id uuid := CASE WHEN TG_TABLE_NAME = 'pricing_tiers' THEN NEW.product_id ELSE NEW.id END;
      BEGIN
        IF TG_TABLE_NAME = 'products' AND EXISTS (SELECT 1 FROM pricing_tiers t WHERE t.product_id = NEW.id) THEN RETURN NULL; END IF;
        INSERT INTO outbox_events (id, type, source, data, occurred_at)
        SELECT gen_random_uuid(), 'stock.back', 'catalog',
               jsonb_build_object(
                 'productId', p.id, 'productName', p.name,
                 'tierId', CASE WHEN TG_TABLE_NAME = 'pricing_tiers' THEN NEW.id END,
                 'tier', CASE WHEN TG_TABLE_NAME = 'pricing_tiers' THEN NEW.type || ' ' || NEW.size END),
               now()
          FROM products p WHERE p.id = product_id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER pricing_tiers_stock_back AFTER UPDATE OF stock ON pricing_tiers
        FOR EACH ROW WHEN (OLD.stock <= 0 AND NEW.stock > 0) EXECUTE FUNCTION record_stock_back()`);
    await queryRunner.query(`
      CREATE TRIGGER products_stock_back AFTER UPDATE OF stock ON products
        FOR EACH ROW WHEN (OLD.stock <= 0 AND NEW.stock > 0) EXECUTE FUNCTION record_stock_back()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER products_stock_back ON products`);
    await queryRunner.query(`DROP TRIGGER pricing_tiers_stock_back ON pricing_tiers`);
    await queryRunner.query(`DROP FUNCTION record_stock_back()`);
  }
}
