import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Catalog1763800000100 implements MigrationInterface {
  name = 'Catalog1763800000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE categories (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        description text,
        slug text NOT NULL UNIQUE,
        is_active boolean NOT NULL DEFAULT true,
        is_featured boolean NOT NULL DEFAULT false,
        sort_order integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE tags (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL UNIQUE,
        slug text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE products (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        slug text NOT NULL UNIQUE,
        description text,
        short_description text,
        price_cents integer NOT NULL CHECK (price_cents >= 0),
        category_id uuid REFERENCES categories (id) ON DELETE SET NULL,
        sku text UNIQUE,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'draft', 'archived')),
        is_featured boolean NOT NULL DEFAULT false,
        stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
        images jsonb NOT NULL DEFAULT '[]',
        dimensions text,
        medium text,
        year integer CHECK (year BETWEEN 1900 AND 2100),
        is_original boolean NOT NULL DEFAULT false,
        rarity text,
        frame text,
        packaging text,
        authenticity text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX products_category ON products (category_id)`);
    await queryRunner.query(`
      CREATE TABLE pricing_tiers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        size text NOT NULL,
        price_cents integer NOT NULL CHECK (price_cents > 0),
        type text NOT NULL,
        stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
        description text NOT NULL,
        position integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`CREATE INDEX pricing_tiers_product ON pricing_tiers (product_id, position)`);
    await queryRunner.query(`
      CREATE TABLE product_tags (
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        tag_id uuid NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
        PRIMARY KEY (product_id, tag_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE product_tags, pricing_tiers, products, tags, categories`);
  }
}
