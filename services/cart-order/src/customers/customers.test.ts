import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartOrderRpc } from '@artshop/contracts';
import { CALLERS, ServiceTestbed } from '@artshop/testing';

let cartOrder: ServiceTestbed<'cart-order'>;

/** An order as checkout leaves it, `daysAgo` days old. */
async function order(name: string, email: string, cents: number, paymentStatus: string, daysAgo: number) {
  await cartOrder.query(
    `INSERT INTO orders (customer_name, customer_email, subtotal_cents, total_cents, payment_status, paid_at, created_at)
     VALUES ($1, $2, $3, $3, $4, CASE WHEN $4 = 'paid' OR $4 = 'refunded' THEN now() - make_interval(days => $5) END, now() - make_interval(days => $5))`,
    [name, email, cents, paymentStatus, daysAgo],
  );
}

const AWKWARD_NAME = 'Cara "CJ" Jones, Jr.\nStudio';

beforeAll(async () => {
  cartOrder = await ServiceTestbed.start('cart-order');
});

afterAll(async () => {
  await cartOrder?.close();
});

describe('customers', () => {
  it('says there are none before anyone has paid', async () => {
    await order('Dan Unpaid', 'dan@example.com', 99_900, 'awaiting_payment', 0);
    expect(await cartOrder.call(CartOrderRpc.listCustomers, {}, CALLERS.admin)).toEqual({ customers: [], total: 0, totalCustomers: 0, page: 1, pageSize: 24 });
  });

  it('derives them from paid orders: one per e-mail whatever its case, named as on the latest order, refunds taken off, biggest spenders first', async () => {
    await order('Ann Lee', 'Ann@Example.com', 10_000, 'paid', 3);
    await order('Ann Lee-Smith', 'ann@example.com', 5_000, 'paid', 1);
    await order('Bob Stone', 'bob@example.com', 30_000, 'refunded', 5);
    await order('Bob Stone', 'bob@example.com', 2_000, 'paid', 4);
    await order(AWKWARD_NAME, 'cara@example.com', 8_000, 'paid', 2);
    await order('Eve Failed', 'eve@example.com', 30_000, 'failed', 0);

    const page = await cartOrder.call(CartOrderRpc.listCustomers, {}, CALLERS.admin);
    expect(page).toMatchObject({ total: 3, totalCustomers: 3, page: 1, pageSize: 24 });
    expect(page.customers.map(({ lastOrderDate: _, ...customer }) => customer)).toEqual([
      { name: 'Ann Lee-Smith', email: 'ann@example.com', initials: 'AL', orderCount: 2, totalSpent: '150.00' },
      { name: AWKWARD_NAME, email: 'cara@example.com', initials: 'CC', orderCount: 1, totalSpent: '80.00' },
      { name: 'Bob Stone', email: 'bob@example.com', initials: 'BS', orderCount: 2, totalSpent: '20.00' },
    ]);
    const [ann] = await cartOrder.query<{ created_at: Date }>(`SELECT created_at FROM orders WHERE customer_email = 'ann@example.com'`);
    expect(page.customers[0]!.lastOrderDate).toBe(ann!.created_at.toISOString());
  });

  it('searches name or e-mail without regard to case, taking % and _ literally', async () => {
    const names = async (q: string) => {
      const page = await cartOrder.call(CartOrderRpc.listCustomers, { q }, CALLERS.admin);
      return { names: page.customers.map((customer) => customer.name), total: page.total, totalCustomers: page.totalCustomers };
    };
    expect(await names('ANN')).toEqual({ names: ['Ann Lee-Smith'], total: 1, totalCustomers: 3 });
    expect(await names('stone')).toEqual({ names: ['Bob Stone'], total: 1, totalCustomers: 3 });
    expect(await names('CARA@')).toEqual({ names: [AWKWARD_NAME], total: 1, totalCustomers: 3 });
    expect(await names('%')).toEqual({ names: [], total: 0, totalCustomers: 3 });
    expect(await names('_')).toEqual({ names: [], total: 0, totalCustomers: 3 });
    expect(await names('  ')).toEqual({ names: ['Ann Lee-Smith', AWKWARD_NAME, 'Bob Stone'], total: 3, totalCustomers: 3 });
  });

  it('answers page by page', async () => {
    const second = await cartOrder.call(CartOrderRpc.listCustomers, { page: 2, pageSize: 2 }, CALLERS.admin);
    expect(second).toMatchObject({ total: 3, totalCustomers: 3, page: 2, pageSize: 2 });
    expect(second.customers.map((customer) => customer.email)).toEqual(['bob@example.com']);
    const past = await cartOrder.call(CartOrderRpc.listCustomers, { page: 3, pageSize: 2 }, CALLERS.admin);
    expect(past).toMatchObject({ customers: [], total: 3, totalCustomers: 3 });
  });

  it('refuses a page that is not a whole number from 1', async () => {
    expect(await cartOrder.refusal(CartOrderRpc.listCustomers, { page: 0 }, CALLERS.admin)).toMatchObject({
      status: 400,
      errors: { page: 'The page must be a whole number from 1' },
    });
  });

  it('exports the search as CSV with the expected columns, quoting what needs it and defusing formulas', async () => {
    await order('=HYPERLINK("x")', 'formula@example.com', 100, 'paid', 6);
    const all = await cartOrder.call(CartOrderRpc.exportCustomers, {}, CALLERS.admin);
    expect(all.contentType).toBe('text/csv; charset=utf-8');
    expect(all.filename).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = all.body.replace(/^\uFEFF/, '');
    const day = (email: string) =>
      cartOrder
        .query<{ day: string }>(`SELECT to_char(max(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM orders WHERE lower(customer_email) = $1`, [email])
        .then(([row]) => row!.day);
    expect(lines).toBe(
      [
        'Name,Email,Orders,Total Spent,Last Order',
        `Ann Lee-Smith,ann@example.com,2,150.00,${await day('ann@example.com')}`,
        `"Cara ""CJ"" Jones, Jr.\nStudio",cara@example.com,1,80.00,${await day('cara@example.com')}`,
        `Bob Stone,bob@example.com,2,20.00,${await day('bob@example.com')}`,
        `"'=HYPERLINK(""x"")",formula@example.com,1,1.00,${await day('formula@example.com')}`,
        '',
      ].join('\n'),
    );
    const searched = await cartOrder.call(CartOrderRpc.exportCustomers, { q: 'bob' }, CALLERS.admin);
    expect(
      searched.body
        .replace(/^\uFEFF/, '')
        .split('\n')
        .slice(0, 2),
    ).toEqual(['Name,Email,Orders,Total Spent,Last Order', expect.stringMatching(/^Bob Stone,/)]);
  });
  it('follow their orders as they change: a partial refund done, an address corrected, a full refund', async () => {
    const [bob] = await cartOrder.query<{ id: string }>(`SELECT id FROM orders WHERE customer_email = 'bob@example.com' AND payment_status = 'paid'`);
    const spent = async (email: string) => {
      const page = await cartOrder.call(CartOrderRpc.listCustomers, { q: email }, CALLERS.admin);
      return page.customers.map(({ email, orderCount, totalSpent }) => ({ email, orderCount, totalSpent }));
    };
    await cartOrder.query(`INSERT INTO order_refunds (order_id, amount_cents, status) VALUES ($1, 500, 'pending')`, [bob!.id]);
    await cartOrder.query(`UPDATE orders SET payment_status = 'partially_refunded' WHERE id = $1`, [bob!.id]);
    expect(await spent('bob@')).toEqual([{ email: 'bob@example.com', orderCount: 2, totalSpent: '20.00' }]);
    await cartOrder.query(`UPDATE order_refunds SET status = 'done' WHERE order_id = $1`, [bob!.id]);
    expect(await spent('bob@')).toEqual([{ email: 'bob@example.com', orderCount: 2, totalSpent: '15.00' }]);

    await cartOrder.query(`UPDATE orders SET customer_email = 'robert@example.com' WHERE id = $1`, [bob!.id]);
    expect(await spent('bob@')).toEqual([{ email: 'bob@example.com', orderCount: 1, totalSpent: '0.00' }]);
    expect(await spent('robert@')).toEqual([{ email: 'robert@example.com', orderCount: 1, totalSpent: '15.00' }]);

    await cartOrder.query(`UPDATE orders SET payment_status = 'refunded' WHERE id = $1`, [bob!.id]);
    expect(await spent('robert@')).toEqual([{ email: 'robert@example.com', orderCount: 1, totalSpent: '0.00' }]);
    await cartOrder.query(`UPDATE orders SET payment_status = 'failed' WHERE id = $1`, [bob!.id]);
    expect(await spent('robert@')).toEqual([]);
  });
});
