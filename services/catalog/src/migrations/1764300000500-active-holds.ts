import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The active holds on a stock: a product answer reads when an empty stock may come back on sale
 * (Reserved rather than Sold), and a cart line whether it is reserved by another buyer.
 */
export class ActiveHolds1764300000500 implements MigrationInterface {
  name = 'ActiveHolds1764300000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX stock_reservations_active_stock ON stock_reservations (product_id, tier_id) WHERE status = 'active'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX stock_reservations_active_stock`);
  }
}
