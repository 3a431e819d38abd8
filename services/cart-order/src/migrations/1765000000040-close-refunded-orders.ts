import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders refunded in full before they shipped stayed pending or processing, in the work queue: they
 * are closed as cancelled, as a whole refund now does, with the reason in their history.
 */
export class CloseRefundedOrders1765000000040 implements MigrationInterface {
  name = 'CloseRefundedOrders1765000000040';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      WITH closed AS (
        UPDATE orders SET status = 'cancelled' WHERE payment_status = 'refunded' AND status IN ('pending', 'processing') RETURNING id
      )
      INSERT INTO order_status_history (order_id, status, note) SELECT id, 'cancelled', 'Refunded in full' FROM closed`);
  }

  async down(): Promise<void> {
    // Which orders were closed here is not kept apart from those cancelled by hand: nothing to undo.
  }
}
