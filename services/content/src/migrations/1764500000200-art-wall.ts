import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The art wall: each room's real wall width and where the wall is in its picture, so artworks
 * are drawn to scale, and the compositions customers save (art_wall_simulations).
 */
export class ArtWall1764500000200 implements MigrationInterface {
  name = 'ArtWall1764500000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE room_backgrounds
        ADD COLUMN wall_width_cm real NOT NULL DEFAULT 400 CHECK (wall_width_cm BETWEEN 50 AND 5000),
        ADD COLUMN wall_left real NOT NULL DEFAULT 0,
        ADD COLUMN wall_top real NOT NULL DEFAULT 0,
        ADD COLUMN wall_right real NOT NULL DEFAULT 1,
        ADD COLUMN wall_bottom real NOT NULL DEFAULT 0.72,
        ADD CHECK (0 <= wall_left AND wall_left < wall_right AND wall_right <= 1),
        ADD CHECK (0 <= wall_top AND wall_top < wall_bottom AND wall_bottom <= 1)`);
    // The demo rooms already seeded: their walls measured from the furniture drawn in them (libs/demo-data).
    await queryRunner.query(`
      UPDATE room_backgrounds SET wall_width_cm = CASE name
        WHEN 'Living Room' THEN 480 WHEN 'Bedroom' THEN 400 WHEN 'Home Office' THEN 340 WHEN 'Dining Room' THEN 400 END
      WHERE name IN ('Living Room', 'Bedroom', 'Home Office', 'Dining Room')`);
    await queryRunner.query(`
      CREATE TABLE art_wall_simulations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        name text NOT NULL,
        room_background_id uuid NOT NULL REFERENCES room_backgrounds (id),
        artworks jsonb NOT NULL,
        is_public boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX art_wall_simulations_user_idx ON art_wall_simulations (user_id, updated_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE art_wall_simulations`);
    await queryRunner.query(
      `ALTER TABLE room_backgrounds DROP COLUMN wall_width_cm, DROP COLUMN wall_left, DROP COLUMN wall_top, DROP COLUMN wall_right, DROP COLUMN wall_bottom`,
    );
  }
}
