import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Content1763800000400 implements MigrationInterface {
  name = 'Content1763800000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE site_settings (key text PRIMARY KEY, value text NOT NULL)`);
    await queryRunner.query(`CREATE TABLE page_settings (page text PRIMARY KEY, enabled boolean NOT NULL DEFAULT true)`);
    await queryRunner.query(`
      CREATE TABLE settings_documents (
        name text PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE gallery_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL,
        description text,
        image_url text NOT NULL,
        year text,
        medium text,
        dimensions text,
        is_published boolean NOT NULL DEFAULT true,
        sort_order integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE room_backgrounds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL UNIQUE,
        description text,
        image_url text NOT NULL,
        room_type text NOT NULL CHECK (room_type IN ('living_room', 'bedroom', 'office', 'dining_room')),
        wall_color text NOT NULL DEFAULT '#ffffff',
        is_default boolean NOT NULL DEFAULT false,
        is_active boolean NOT NULL DEFAULT true,
        sort_order integer NOT NULL DEFAULT 0
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE room_backgrounds, gallery_items, settings_documents, page_settings, site_settings`);
  }
}
