import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Plans1763800000300 implements MigrationInterface {
  name = 'Plans1763800000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE subscription_plans (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        slug text NOT NULL UNIQUE,
        description text,
        price_cents integer NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
        stripe_product_id text,
        stripe_price_id text,
        icon text,
        features jsonb NOT NULL DEFAULT '[]',
        is_recommended boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'active',
        display_order integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE subscription_plans`);
  }
}
