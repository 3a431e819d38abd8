import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The artist's shop order: each product's place in the storefront's default sort ('Featured'). Every
 * product starts at 0, where ties go newest first, so the shop shows what it showed before until the
 * artist arranges it; a new product takes the place before the first.
 */
export class ShopOrder1765200000410 implements MigrationInterface {
  name = 'ShopOrder1765200000410';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE products ADD COLUMN shop_position integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`CREATE INDEX products_listing_shop_order ON products (status, shop_position, created_at DESC, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX products_listing_shop_order`);
    await queryRunner.query(`ALTER TABLE products DROP COLUMN shop_position`);
  }
}
