import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A product with pricing tiers is sold from its tiers' stock; its own count was unused and often
 * stale (one where its tiers held 36). It is set to 0, as the server now requires, so a product saved
 * back as it is read keeps passing. Nothing to undo: the old counts were never sold from.
 */
export class TieredProductsOwnNoStock1765300000300 implements MigrationInterface {
  name = 'TieredProductsOwnNoStock1765300000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE products p SET stock = 0 WHERE p.stock <> 0 AND EXISTS (SELECT 1 FROM pricing_tiers t WHERE t.product_id = p.id)`);
  }

  async down(): Promise<void> {
    // The counts set to 0 were never used: there is nothing to put back.
  }
}
