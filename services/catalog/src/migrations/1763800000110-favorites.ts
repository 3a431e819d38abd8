import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Customers' favorite products; they go with the product when it is deleted. */
export class Favorites1763800000110 implements MigrationInterface {
  name = 'Favorites1763800000110';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE favorites (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT favorites_user_product UNIQUE (user_id, product_id)
      )`);
    await queryRunner.query(`CREATE INDEX favorites_product ON favorites (product_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE favorites`);
  }
}
