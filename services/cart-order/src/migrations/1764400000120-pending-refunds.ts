import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A refund is recorded before the provider is asked for it (pending, with the idempotency key it is
 * asked with) and marked done after: a crash in between leaves a pending row that the sweep or the
 * provider's charge.refunded notification finishes with the same key, so the money goes back once and
 * the shop knows it. One pending refund per order at most. Earlier rows were all made in one step: done.
 */
export class PendingRefunds1764400000120 implements MigrationInterface {
  name = 'PendingRefunds1764400000120';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE order_refunds
        ADD COLUMN status text NOT NULL DEFAULT 'done' CHECK (status IN ('pending', 'done')),
        ADD COLUMN idempotency_key text UNIQUE,
        ADD COLUMN pieces jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN cancels_order boolean NOT NULL DEFAULT false,
        ADD COLUMN status_note text,
        ADD COLUMN attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN last_error text,
        ADD COLUMN completed_at timestamptz`);
    await queryRunner.query(`UPDATE order_refunds SET completed_at = created_at`);
    await queryRunner.query(`CREATE UNIQUE INDEX order_refunds_one_pending ON order_refunds (order_id) WHERE status = 'pending'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX order_refunds_one_pending`);
    await queryRunner.query(`DELETE FROM order_refunds WHERE status = 'pending'`);
    await queryRunner.query(`
      ALTER TABLE order_refunds DROP COLUMN status, DROP COLUMN idempotency_key, DROP COLUMN pieces, DROP COLUMN cancels_order,
        DROP COLUMN status_note, DROP COLUMN attempts, DROP COLUMN last_error, DROP COLUMN completed_at`);
  }
}
