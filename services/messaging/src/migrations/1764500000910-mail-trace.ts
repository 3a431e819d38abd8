import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A mail carries the trace of what caused it, so its sending shows in that trace. */
export class MailTrace1764500000910 implements MigrationInterface {
  name = 'MailTrace1764500000910';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE outgoing_mail ADD COLUMN trace jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE outgoing_mail DROP COLUMN trace`);
  }
}
