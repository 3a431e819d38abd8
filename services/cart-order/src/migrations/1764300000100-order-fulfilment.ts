import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The artist's fulfilment of paid orders: the parcel's carrier and tracking number, every status
 * step (written at payment and at each move), and refunds (the whole order or one line; how many of
 * each line went back). A payment may now be partly refunded.
 */
export class OrderFulfilment1764300000100 implements MigrationInterface {
  name = 'OrderFulfilment1764300000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_payment_status_check`);
    await queryRunner.query(`
      ALTER TABLE orders
        ADD CONSTRAINT orders_payment_status_check
          CHECK (payment_status IN ('awaiting_payment', 'paid', 'failed', 'partially_refunded', 'refunded')),
        ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled')),
        ADD COLUMN carrier text,
        ADD COLUMN tracking_number text`);
    await queryRunner.query(`
      ALTER TABLE order_lines
        ADD COLUMN refunded_quantity integer NOT NULL DEFAULT 0,
        ADD CONSTRAINT order_lines_refunded_quantity_check CHECK (refunded_quantity >= 0 AND refunded_quantity <= quantity)`);
    await queryRunner.query(`
      CREATE TABLE order_status_history (
        id bigserial PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled')),
        note text,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX order_status_history_order ON order_status_history (order_id, at, id)`);
    await queryRunner.query(`
      CREATE TABLE order_refunds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        line_id uuid REFERENCES order_lines (id) ON DELETE CASCADE,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        return_to_stock boolean NOT NULL DEFAULT false,
        reason text,
        provider_refund_id text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX order_refunds_order ON order_refunds (order_id)`);
    // Orders paid before this: their first step is the payment; those refunded at once (sold out) were refunded in full.
    await queryRunner.query(`
      INSERT INTO order_status_history (order_id, status, at)
      SELECT id, 'pending', coalesce(paid_at, created_at) FROM orders WHERE payment_status IN ('paid', 'refunded') AND paid_at IS NOT NULL`);
    await queryRunner.query(`
      INSERT INTO order_status_history (order_id, status, note, at)
      SELECT id, 'cancelled', payment_message, updated_at FROM orders WHERE payment_status = 'refunded' AND status = 'cancelled'`);
    await queryRunner.query(`
      INSERT INTO order_refunds (order_id, amount_cents, reason, created_at)
      SELECT id, total_cents, payment_message, updated_at FROM orders WHERE payment_status = 'refunded' AND total_cents > 0`);
    await queryRunner.query(`UPDATE order_lines l SET refunded_quantity = quantity FROM orders o WHERE o.id = l.order_id AND o.payment_status = 'refunded'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE order_refunds, order_status_history`);
    await queryRunner.query(`ALTER TABLE order_lines DROP COLUMN refunded_quantity`);
    await queryRunner.query(`UPDATE orders SET payment_status = 'paid' WHERE payment_status = 'partially_refunded'`);
    await queryRunner.query(`
      ALTER TABLE orders DROP COLUMN carrier, DROP COLUMN tracking_number, DROP CONSTRAINT orders_status_check,
        DROP CONSTRAINT orders_payment_status_check,
        ADD CONSTRAINT orders_payment_status_check CHECK (payment_status IN ('awaiting_payment', 'paid', 'failed', 'refunded'))`);
  }
}
