import type { MigrationInterface, QueryRunner } from 'typeorm';
import { trigramOps } from '@artshop/persistence';
import { KEPT_CENTS_SQL, PAID_STATUSES_SQL } from '../customers/paid-orders.js';

/**
 * The Customers screen's rows, kept beside the orders they come from: one per e-mail address (lower
 * case), named as on the latest paid order, with the orders and what the shop kept of them. Working
 * them out of every paid order on each read cost 100 ms at 10,000 orders; now a page is read through
 * an index. Triggers keep them: a change to an order's buyer, payment or total, or to a refund, works
 * its customer out again from that customer's orders (never added up step by step, so it cannot
 * drift). A checkout that is not paid touches no customer, so starting one costs nothing here.
 * One customer at a time (an advisory lock): two checkouts of one buyer must not each write
 * a total that misses the other's order.
 */
export class Customers1765100000200 implements MigrationInterface {
  name = 'Customers1765100000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    const trigrams = await trigramOps(queryRunner);
    await queryRunner.query(`
      CREATE TABLE customers (
        email text PRIMARY KEY,
        name text NOT NULL,
        order_count integer NOT NULL,
        spent_cents bigint NOT NULL,
        last_order timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE FUNCTION refresh_customer(customer text) RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('artshop.customer'), hashtext(customer));
        DELETE FROM customers WHERE email = customer;
        INSERT INTO customers (email, name, order_count, spent_cents, last_order)
        SELECT customer, (array_agg(o.customer_name ORDER BY o.created_at DESC, o.id))[1], count(*), sum(${KEPT_CENTS_SQL}), max(o.created_at)
          FROM orders o
         WHERE lower(o.customer_email) = customer AND o.payment_status IN (${PAID_STATUSES_SQL})
        HAVING count(*) > 0;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION order_customer() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.payment_status IN (${PAID_STATUSES_SQL}) THEN PERFORM refresh_customer(lower(OLD.customer_email)); END IF;
        IF TG_OP <> 'DELETE' AND NEW.payment_status IN (${PAID_STATUSES_SQL})
           AND (TG_OP = 'INSERT' OR OLD.payment_status NOT IN (${PAID_STATUSES_SQL}) OR lower(NEW.customer_email) <> lower(OLD.customer_email)) THEN
          PERFORM refresh_customer(lower(NEW.customer_email));
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER orders_customer AFTER INSERT OR UPDATE OF customer_email, customer_name, payment_status, total_cents, created_at OR DELETE ON orders
         FOR EACH ROW EXECUTE FUNCTION order_customer()`,
    );
    await queryRunner.query(`
      CREATE FUNCTION refund_customer() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        PERFORM refresh_customer(lower(o.customer_email)) FROM orders o WHERE o.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.order_id ELSE NEW.order_id END;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER order_refunds_customer AFTER INSERT OR UPDATE OR DELETE ON order_refunds FOR EACH ROW EXECUTE FUNCTION refund_customer()`,
    );
    await queryRunner.query(`
      INSERT INTO customers (email, name, order_count, spent_cents, last_order)
      SELECT lower(o.customer_email), (array_agg(o.customer_name ORDER BY o.created_at DESC, o.id))[1], count(*), sum(${KEPT_CENTS_SQL}), max(o.created_at)
        FROM orders o WHERE o.payment_status IN (${PAID_STATUSES_SQL}) GROUP BY lower(o.customer_email)`);
    await queryRunner.query(`CREATE INDEX customers_biggest_first ON customers (spent_cents DESC, last_order DESC, email)`);
    await queryRunner.query(`CREATE INDEX customers_name_search ON customers USING gin (name ${trigrams})`);
    await queryRunner.query(`CREATE INDEX customers_email_search ON customers USING gin (email ${trigrams})`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER order_refunds_customer ON order_refunds`);
    await queryRunner.query(`DROP TRIGGER orders_customer ON orders`);
    await queryRunner.query(`DROP FUNCTION refund_customer(), order_customer(), refresh_customer(text)`);
    await queryRunner.query(`DROP TABLE customers`);
  }
}
