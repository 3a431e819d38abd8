import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders that are paid for: a number for people, the cart they came from, server-computed totals,
 * the payment (provider, its unique payment id, status apart from fulfilment) and how long the stock
 * is held; and every provider notification, recorded once.
 */
export class Checkout1764200000220 implements MigrationInterface {
  name = 'Checkout1764200000220';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE order_numbers START 1001`);
    await queryRunner.query(`
      ALTER TABLE orders
        ADD COLUMN order_number bigint NOT NULL UNIQUE DEFAULT nextval('order_numbers'),
        ADD COLUMN owner_key text,
        ADD COLUMN currency text NOT NULL DEFAULT 'USD',
        ADD COLUMN subtotal_cents integer NOT NULL DEFAULT 0 CHECK (subtotal_cents >= 0),
        ADD COLUMN shipping_cents integer NOT NULL DEFAULT 0 CHECK (shipping_cents >= 0),
        ADD COLUMN tax_cents integer NOT NULL DEFAULT 0 CHECK (tax_cents >= 0),
        ADD COLUMN shipping_method text NOT NULL DEFAULT 'standard',
        ADD COLUMN payment_status text NOT NULL DEFAULT 'awaiting_payment'
          CHECK (payment_status IN ('awaiting_payment', 'paid', 'failed', 'refunded')),
        ADD COLUMN payment_provider text,
        ADD COLUMN payment_intent_id text UNIQUE,
        ADD COLUMN payment_message text,
        ADD COLUMN reserved_until timestamptz,
        ADD COLUMN paid_at timestamptz`);
    await queryRunner.query(`ALTER SEQUENCE order_numbers OWNED BY orders.order_number`);
    await queryRunner.query(`ALTER TABLE order_lines ADD COLUMN image text, ADD COLUMN position integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      CREATE TABLE payment_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        payment_intent_id text,
        received_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    await queryRunner.query(`CREATE INDEX payment_events_unprocessed ON payment_events (received_at) WHERE processed_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE payment_events`);
    await queryRunner.query(`ALTER TABLE order_lines DROP COLUMN image, DROP COLUMN position`);
    await queryRunner.query(`
      ALTER TABLE orders DROP COLUMN order_number, DROP COLUMN owner_key, DROP COLUMN currency, DROP COLUMN subtotal_cents,
        DROP COLUMN shipping_cents, DROP COLUMN tax_cents, DROP COLUMN shipping_method, DROP COLUMN payment_status,
        DROP COLUMN payment_provider, DROP COLUMN payment_intent_id, DROP COLUMN payment_message, DROP COLUMN reserved_until, DROP COLUMN paid_at`);
  }
}
