import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The artist's events: until now the Events page showed three sample events kept in the browser. */
export class Events1764400000700 implements MigrationInterface {
  name = 'Events1764400000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL,
        description text,
        date date NOT NULL,
        time text,
        location text,
        image_url text,
        registration_required boolean NOT NULL DEFAULT false,
        registration_url text,
        is_published boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (NOT registration_required OR registration_url IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX events_date_idx ON events (date)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE events`);
  }
}
