import type { MigrationInterface, QueryRunner } from 'typeorm';
import { trigramOps } from '@artshop/persistence';

/**
 * What a paged product list filters and sorts on, kept on the product row so a page of a catalogue
 * of thousands is read through indexes instead of working out every product's tiers per request:
 * - listing_price_cents: the price the card shows (an original's own price until it is gone, then its
 *   cheapest print; a print-only work its cheapest print; else the cheapest tier, else its price);
 * - listing_kinds: the tier types it is sold as, in address form ('original', 'print', 'canvas-print');
 * - original_gone / original_tier_id: the original is sold or held (Sold and Prints Available read them);
 * kept by triggers, so checkouts, refunds and the admin's edits all update them with the row they change.
 * The triggers keep the migration's search_path (catalog's schema), so a write from a session with
 * another one (an operator's psql, a test's query) finds the tables too.
 *
 * Search: full-text over name and description, and trigrams of the name (pg_trgm, in `public` as
 * every part's trigram indexes have it) for a part of a word or a typo.
 */
export class ProductListing1765000000020 implements MigrationInterface {
  name = 'ProductListing1765000000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    const trigrams = await trigramOps(queryRunner);
    await queryRunner.query(`
      ALTER TABLE products
        ADD COLUMN listing_price_cents integer,
        ADD COLUMN listing_kinds text[] NOT NULL DEFAULT '{}',
        ADD COLUMN original_gone boolean NOT NULL DEFAULT false,
        ADD COLUMN original_tier_id uuid`);
    await queryRunner.query(`
      CREATE FUNCTION product_listing() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      DECLARE
        original_tier record;
        print_min integer;
        tier_min integer;
        is_original boolean;
      BEGIN
        SELECT t.id, t.price_cents, t.stock INTO original_tier FROM pricing_tiers t
         WHERE t.product_id = NEW.id AND lower(trim(t.type)) = 'original' ORDER BY t.position LIMIT 1;
        SELECT min(t.price_cents) FILTER (WHERE lower(trim(t.type)) = 'print'), min(t.price_cents),
               coalesce(array_agg(DISTINCT regexp_replace(lower(trim(t.type)), '\\s+', '-', 'g')), '{}')
          INTO print_min, tier_min, NEW.listing_kinds FROM pricing_tiers t WHERE t.product_id = NEW.id;
        is_original := original_tier.id IS NOT NULL OR NEW.is_original;
        IF tier_min IS NULL AND NEW.is_original THEN NEW.listing_kinds := '{original}'; END IF;
        NEW.original_tier_id := original_tier.id;
        NEW.original_gone := CASE WHEN original_tier.id IS NOT NULL THEN original_tier.stock <= 0 ELSE NEW.is_original AND NEW.stock <= 0 END;
        NEW.listing_price_cents := CASE
          WHEN print_min IS NOT NULL AND (NEW.original_gone OR NOT is_original) THEN print_min
          WHEN is_original THEN coalesce(original_tier.price_cents, NEW.price_cents)
          ELSE coalesce(tier_min, NEW.price_cents) END;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER products_listing BEFORE INSERT OR UPDATE ON products FOR EACH ROW EXECUTE FUNCTION product_listing()`);
    // A tier's change works its product's figures out again (the product's own trigger does the work).
    await queryRunner.query(`
      CREATE FUNCTION pricing_tier_listing() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN UPDATE products SET listing_price_cents = listing_price_cents WHERE id = OLD.product_id; END IF;
        IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.product_id <> OLD.product_id) THEN
          UPDATE products SET listing_price_cents = listing_price_cents WHERE id = NEW.product_id;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER pricing_tiers_listing AFTER INSERT OR UPDATE OF price_cents, stock, type, position, product_id OR DELETE ON pricing_tiers
         FOR EACH ROW EXECUTE FUNCTION pricing_tier_listing()`,
    );
    await queryRunner.query(`UPDATE products SET listing_price_cents = listing_price_cents`);
    await queryRunner.query(`CREATE INDEX products_listing_newest ON products (status, created_at DESC, id)`);
    await queryRunner.query(`CREATE INDEX products_listing_price ON products (status, listing_price_cents, id)`);
    await queryRunner.query(`CREATE INDEX products_listing_name ON products (status, lower(name), id)`);
    await queryRunner.query(`CREATE INDEX products_listing_featured ON products (created_at DESC, id) WHERE is_featured AND status = 'active'`);
    await queryRunner.query(`CREATE INDEX products_search ON products USING gin (to_tsvector('english', name || ' ' || coalesce(description, '')))`);
    await queryRunner.query(`CREATE INDEX products_name_trigrams ON products USING gin (lower(name) ${trigrams})`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER pricing_tiers_listing ON pricing_tiers`);
    await queryRunner.query(`DROP FUNCTION pricing_tier_listing()`);
    await queryRunner.query(`DROP TRIGGER products_listing ON products`);
    await queryRunner.query(`DROP FUNCTION product_listing()`);
    for (const index of [
      'products_listing_newest',
      'products_listing_price',
      'products_listing_name',
      'products_listing_featured',
      'products_search',
      'products_name_trigrams',
    ])
      await queryRunner.query(`DROP INDEX ${index}`);
    await queryRunner.query(
      `ALTER TABLE products DROP COLUMN listing_price_cents, DROP COLUMN listing_kinds, DROP COLUMN original_gone, DROP COLUMN original_tier_id`,
    );
  }
}
