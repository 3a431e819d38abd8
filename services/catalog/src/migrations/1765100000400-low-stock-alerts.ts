import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A tier's low-stock threshold, and whether its low-stock and sold-out alerts were sent: set by the
 * sale that crosses, so one crossing alerts once. The trigger re-arms them whenever stock goes back
 * above the threshold (or above zero), whoever moves it: a restock, a released hold, the artist's edit.
 */
export class LowStockAlerts1765100000400 implements MigrationInterface {
  name = 'LowStockAlerts1765100000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE pricing_tiers
        ADD COLUMN low_stock_threshold integer CHECK (low_stock_threshold >= 0),
        ADD COLUMN low_stock_alerted boolean NOT NULL DEFAULT false,
        ADD COLUMN sold_out_alerted boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      CREATE FUNCTION pricing_tiers_rearm_stock_alerts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.low_stock_threshold IS NULL OR NEW.stock > NEW.low_stock_threshold THEN NEW.low_stock_alerted := false; END IF;
        IF NEW.stock > 0 THEN NEW.sold_out_alerted := false; END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER pricing_tiers_rearm_stock_alerts BEFORE UPDATE OF stock, low_stock_threshold ON pricing_tiers
        FOR EACH ROW EXECUTE FUNCTION pricing_tiers_rearm_stock_alerts()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER pricing_tiers_rearm_stock_alerts ON pricing_tiers`);
    await queryRunner.query(`DROP FUNCTION pricing_tiers_rearm_stock_alerts()`);
    await queryRunner.query(`ALTER TABLE pricing_tiers DROP COLUMN low_stock_threshold, DROP COLUMN low_stock_alerted, DROP COLUMN sold_out_alerted`);
  }
}
