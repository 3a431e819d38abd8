import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_NOT_FOUND_MESSAGE,
  ADMIN_CANNOT_DELETE_MESSAGE,
  EMAIL_CHANGE_LINK_INVALID_MESSAGE,
  EMAIL_CHANGE_SENT_MESSAGE,
  MAX_SAVED_ADDRESSES,
  ORDER_NOT_FOUND_MESSAGE,
  TOO_MANY_ADDRESSES_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  type OrderPage,
  type OrderView,
  type Product,
  type SavedAddress,
} from '@artshop/contracts';
import { ApiClient, TestSystem, mailedLink, payForCart, registerCustomer } from '@artshop/testing';

/*
 * The customer's own account through the real gateway and services: only the owner reads their
 * orders and addresses, a new e-mail or password needs the current password and ends the other
 * sessions, and a deleted account leaves its orders to the artist's books and nothing else behind.
 */
let system: TestSystem;
let admin: ApiClient;

// Three failed guesses per account and client, so the test can see a wrong password counted.
const GUESSES = 3;

beforeAll(async () => {
  system = await TestSystem.start({ seed: false, env: { LOGIN_RATE_LIMIT: String(GUESSES) } });
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
});

afterAll(async () => {
  await system?.close();
});

const PASSWORD = 'violet otter lamp';
const visitor = () => new ApiClient(system.baseUrl);

async function customer(email: string): Promise<ApiClient> {
  const client = visitor();
  const registered = await registerCustomer(system, client, { email, password: PASSWORD, firstName: 'Ann', lastName: 'Lee' });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return client;
}

async function signIn(email: string, password = PASSWORD): Promise<ApiClient> {
  const client = visitor();
  expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
  return client;
}

let products = 0;
async function print(): Promise<{ product: Product; tierId: string }> {
  const number = ++products;
  const answer = await admin.post('/api/products', {
    name: `Account Print ${number}`,
    slug: `account-print-${number}`,
    price: '120',
    pricingTiers: [{ size: '12x16', price: '120', type: 'Print', stock: 20, description: 'Archival print' }],
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const product = answer.body as Product;
  return { product, tierId: product.pricingTiers[0]!.id! };
}

const ADDRESS = { street: '1 Harbour Road', city: 'Portland', state: 'ME', zipCode: '04101', country: 'United States' };

/** The buyer pays for one print with the local test card; answers the order's id. */
async function buy(buyer: ApiClient, email: string): Promise<string> {
  const { product, tierId } = await print();
  expect((await buyer.post('/api/cart', { productId: product.id, tierId, quantity: 1 })).status).toBe(201);
  const { receipt } = await payForCart(buyer, { customerName: 'Ann Lee', customerEmail: email, shippingAddress: ADDRESS });
  return receipt.orderId;
}

describe('own orders', () => {
  it('lists the customer’s paid orders, newest first, and shows one only to its owner', async () => {
    const ann = await customer('orders.ann@example.com');
    const ben = await customer('orders.ben@example.com');
    const first = await buy(ann, 'orders.ann@example.com');
    const second = await buy(ann, 'orders.ann@example.com');
    // A guest's order with Ann's e-mail is not hers: it was not placed with her account.
    await buy(visitor(), 'orders.ann@example.com');
    // An unpaid checkout is not an order.
    const { product, tierId } = await print();
    await ann.post('/api/cart', { productId: product.id, tierId, quantity: 1 });
    expect(
      (
        await ann.post('/api/create-payment-intent', {
          customerInfo: { customerName: 'Ann Lee', customerEmail: 'orders.ann@example.com', shippingAddress: ADDRESS },
        })
      ).status,
    ).toBe(200);

    const listed = await ann.get('/api/account/orders');
    expect(listed.status).toBe(200);
    expect((listed.body as OrderView[]).map((order) => order.id)).toEqual([second, first]);
    expect(listed.body[0]).toMatchObject({ paymentStatus: 'paid', status: 'pending', customerEmail: 'orders.ann@example.com', shippingAddress: ADDRESS });
    expect(listed.body[0].items[0]).toMatchObject({ tierDisplayName: 'Print 12x16', quantity: 1, price: '120.00' });
    expect((await ben.get('/api/account/orders')).body).toEqual([]);

    const one = await ann.get(`/api/account/orders/${first}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: first, totalAmount: listed.body[1].totalAmount });
    for (const [client, id] of [
      [ben, first],
      [ann, randomUUID()],
      [ann, 'not-an-order'],
    ] as const) {
      const refused = await client.get(`/api/account/orders/${id}`);
      expect(refused.status, id).toBe(id === 'not-an-order' ? 400 : 404);
      expect(refused.body.message).toBe(ORDER_NOT_FOUND_MESSAGE);
    }
    expect((await visitor().get('/api/account/orders')).status).toBe(401);
    expect((await visitor().get(`/api/account/orders/${first}`)).status).toBe(401);
  });
});

describe('saved addresses', () => {
  const home = { label: 'Home', recipientName: 'Ann Lee', phone: '+1 207 555 0100', ...ADDRESS };

  it('are checked like checkout’s shipping form, the first is the default, and only the owner reaches them', async () => {
    const ann = await customer('addresses.ann@example.com');
    const ben = await customer('addresses.ben@example.com');
    const missing = await ann.post('/api/account/addresses', { ...home, street: ' ', recipientName: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({ street: 'Street address is required', recipientName: 'Name is required' });
    expect((await ann.post('/api/account/addresses', { ...home, zipCode: '1'.repeat(21) })).body.errors.zipCode).toBe(
      'ZIP code is too long (at most 20 characters)',
    );
    expect((await ann.get('/api/account/addresses')).body).toEqual([]);

    const first = await ann.post('/api/account/addresses', home);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ ...home, isDefault: true });
    const studio = await ann.post('/api/account/addresses', { ...home, label: '', street: '9 Studio Lane', isDefault: true });
    expect(studio.body).toMatchObject({ label: 'Address', street: '9 Studio Lane', isDefault: true });
    const listed = (await ann.get('/api/account/addresses')).body as SavedAddress[];
    expect(listed.map((address) => [address.street, address.isDefault])).toEqual([
      ['9 Studio Lane', true],
      ['1 Harbour Road', false],
    ]);

    // Ben cannot read, change or delete Ann's address: to him it does not exist.
    expect((await ben.get('/api/account/addresses')).body).toEqual([]);
    const changed = await ben.put(`/api/account/addresses/${first.body.id}`, { ...home, street: 'Stolen' });
    expect([changed.status, changed.body.message]).toEqual([404, ADDRESS_NOT_FOUND_MESSAGE]);
    expect((await ben.delete(`/api/account/addresses/${first.body.id}`)).status).toBe(404);
    expect((await visitor().get('/api/account/addresses')).status).toBe(401);
    expect((await visitor().post('/api/account/addresses', home)).status).toBe(401);

    const edited = await ann.put(`/api/account/addresses/${first.body.id}`, { ...home, city: 'Bangor', isDefault: true });
    expect(edited.body).toMatchObject({ city: 'Bangor', isDefault: true });
    // Deleting the default makes the remaining address the default.
    expect((await ann.delete(`/api/account/addresses/${first.body.id}`)).status).toBe(204);
    expect(((await ann.get('/api/account/addresses')).body as SavedAddress[]).map((address) => [address.street, address.isDefault])).toEqual([
      ['9 Studio Lane', true],
    ]);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} per customer`, async () => {
    const ann = await customer('addresses.many@example.com');
    for (let index = 0; index < MAX_SAVED_ADDRESSES; index += 1) {
      expect((await ann.post('/api/account/addresses', { ...home, street: `${index + 1} Long Road` })).status).toBe(201);
    }
    const refused = await ann.post('/api/account/addresses', { ...home, street: 'One Too Many' });
    expect([refused.status, refused.body.message]).toEqual([400, TOO_MANY_ADDRESSES_MESSAGE]);
    expect((await ann.get('/api/account/addresses')).body).toHaveLength(MAX_SAVED_ADDRESSES);
  });
});

describe('a new e-mail address', () => {
  const templatesTo = async (email: string) =>
    (await system.query<{ template: string }>(`SELECT template FROM messaging.outgoing_mail WHERE to_address = $1 ORDER BY created_at`, [email])).map(
      (mail) => mail.template,
    );

  it('answers alike for a free and a taken address, and changes it only once the link mailed to it is opened', async () => {
    const ann = await customer('email.ann@example.com');
    await customer('email.taken@example.com');
    const laptop = await signIn('email.ann@example.com');

    const wrong = await ann.post('/api/auth/email', { email: 'email.new@example.com', currentPassword: 'not my password' });
    expect([wrong.status, wrong.body.errors?.currentPassword]).toEqual([400, WRONG_PASSWORD_MESSAGE]);
    expect((await ann.post('/api/auth/email', { email: 'not an address', currentPassword: PASSWORD })).body.errors.email).toBe(
      'Please enter a valid email address',
    );

    const taken = await ann.post('/api/auth/email', { email: 'Email.Taken@example.com', currentPassword: PASSWORD });
    const free = await ann.post('/api/auth/email', { email: 'Email.New@example.com', currentPassword: PASSWORD });
    expect([taken.status, free.status]).toEqual([202, 202]);
    expect(free.body).toEqual({ message: EMAIL_CHANGE_SENT_MESSAGE });
    expect(taken.body).toEqual(free.body);
    // Nothing changes until the link is opened; the owner of the taken address is only told someone tried it.
    expect((await ann.get('/api/auth/user')).body.email).toBe('email.ann@example.com');
    await signIn('email.ann@example.com');
    const link = await mailedLink(system, 'email.new@example.com', 'email-change-confirmation', '/profile/email/confirm');
    await system.eventually(async () => (await templatesTo('email.taken@example.com')).includes('email-change-address-taken'), 'the note to the taken address');
    expect((await templatesTo('email.ann@example.com')).filter((template) => template === 'email-change-requested')).toHaveLength(2);

    const token = new URL(link).searchParams.get('token');
    const confirmed = await ann.post('/api/auth/email/confirm', { token });
    expect([confirmed.status, confirmed.body]).toEqual([200, { email: 'email.new@example.com' }]);
    expect((await ann.get('/api/auth/user')).body.email).toBe('email.new@example.com');
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await visitor().post('/api/auth/login', { email: 'email.ann@example.com', password: PASSWORD })).status).toBe(401);
    await signIn('email.new@example.com');
    const again = await ann.post('/api/auth/email/confirm', { token });
    expect([again.status, again.body.message]).toEqual([400, EMAIL_CHANGE_LINK_INVALID_MESSAGE]);
  });

  it('refuses once too many wrong passwords were tried, like sign-in', async () => {
    const ann = await customer('email.guessed@example.com');
    for (let attempt = 0; attempt < GUESSES; attempt += 1) {
      expect((await ann.post('/api/auth/email', { email: 'email.other@example.com', currentPassword: `guess ${attempt}` })).status).toBe(400);
    }
    const limited = await ann.post('/api/auth/email', { email: 'email.other@example.com', currentPassword: PASSWORD });
    expect(limited.status).toBe(429);
    expect((await ann.get('/api/auth/user')).body.email).toBe('email.guessed@example.com');
  });
});

describe('a new password', () => {
  it('signs out every other session of the account and keeps this one', async () => {
    const ann = await customer('password.ann@example.com');
    const phone = await signIn('password.ann@example.com');
    const tablet = await signIn('password.ann@example.com');
    const other = await customer('password.other@example.com');
    expect((await ann.post('/api/auth/password', { currentPassword: PASSWORD, newPassword: 'amber heron cliff walk' })).status).toBe(204);
    expect((await ann.get('/api/auth/user')).body.email).toBe('password.ann@example.com');
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await tablet.get('/api/auth/user')).status).toBe(401);
    // Another account's session is not touched.
    expect((await other.get('/api/auth/user')).status).toBe(200);
  });
});

describe('deleting the account', () => {
  it('keeps the orders for the artist without the account, drops cart, favourites, addresses and sessions', async () => {
    const email = 'delete.ann@example.com';
    const ann = await customer(email);
    const phone = await signIn(email);
    const orderId = await buy(ann, email);
    const { product, tierId } = await print();
    expect((await ann.post('/api/cart', { productId: product.id, tierId, quantity: 2 })).status).toBe(201);
    expect((await ann.post('/api/favorites', { productId: product.id })).status).toBe(201);
    expect((await ann.post('/api/account/addresses', { recipientName: 'Ann Lee', ...ADDRESS })).status).toBe(201);
    const [{ id: userId }] = await system.query<{ id: string }>(`SELECT id FROM identity.users WHERE email = $1`, [email]);

    const wrong = await ann.post('/api/account/delete', { currentPassword: 'not my password' });
    expect([wrong.status, wrong.body.message]).toEqual([400, WRONG_PASSWORD_MESSAGE]);
    expect((await ann.get('/api/auth/user')).status).toBe(200);

    expect((await ann.post('/api/account/delete', { currentPassword: PASSWORD })).status).toBe(204);
    expect((await ann.get('/api/auth/user')).status).toBe(401);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await visitor().post('/api/auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect(await system.query(`SELECT 1 FROM identity.users WHERE id = $1`, [userId])).toHaveLength(0);
    expect(await system.query(`SELECT 1 FROM identity.saved_addresses WHERE user_id = $1`, [userId])).toHaveLength(0);
    expect(await system.query(`SELECT 1 FROM identity.sessions WHERE sess->>'userId' = $1`, [userId])).toHaveLength(0);

    // The order stays in the artist's books, belonging to no account.
    await system.eventually(
      async () => (await system.query(`SELECT 1 FROM cart_order.orders WHERE user_id = $1`, [userId])).length === 0,
      'the orders detached',
    );
    const [kept] = await system.query<{ user_id: string | null; owner_key: string | null; payment_status: string }>(
      `SELECT user_id, owner_key, payment_status FROM cart_order.orders WHERE id = $1`,
      [orderId],
    );
    expect(kept).toEqual({ user_id: null, owner_key: null, payment_status: 'paid' });
    expect(((await admin.get('/api/orders?pageSize=100')).body as OrderPage).orders.some((order) => order.id === orderId)).toBe(true);
    await system.eventually(
      async () => (await system.query(`SELECT 1 FROM cart_order.cart_items WHERE owner_key = $1`, [`user:${userId}`])).length === 0,
      'the cart dropped',
    );
    await system.eventually(
      async () => (await system.query(`SELECT 1 FROM catalog.favorites WHERE user_id = $1`, [userId])).length === 0,
      'the favourites dropped',
    );
  });

  it('is refused for the administrator, and signed out', async () => {
    const refused = await admin.post('/api/account/delete', { currentPassword: system.admin.password });
    expect([refused.status, refused.body.message]).toEqual([400, ADMIN_CANNOT_DELETE_MESSAGE]);
    expect((await admin.get('/api/auth/user')).body.role).toBe('admin');
    expect((await visitor().post('/api/account/delete', { currentPassword: PASSWORD })).status).toBe(401);
  });
});
