import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartOrderRpc } from '@artshop/contracts';
import { CALLERS, ServiceTestbed } from '@artshop/testing';
import { ownerKey } from './cart.service.js';

// cart-order alone: catalog, which prices every line, is not running.
let cartOrder: ServiceTestbed<'cart-order'>;

beforeAll(async () => {
  cartOrder = await ServiceTestbed.start('cart-order');
});

afterAll(async () => {
  await cartOrder?.close();
});

describe('the cart without the catalog', () => {
  it('an empty cart answers at once, whoever asks', async () => {
    expect(await cartOrder.call(CartOrderRpc.getCart, {}, CALLERS.guest())).toEqual([]);
    expect(await cartOrder.call(CartOrderRpc.getCart, {}, CALLERS.customer())).toEqual([]);
  });

  it('refuses an add it cannot price, says which service is away, and keeps nothing', async () => {
    const refusal = await cartOrder.refusal(CartOrderRpc.addToCart, { productId: randomUUID(), quantity: 1 }, CALLERS.guest());
    expect(refusal.status).toBe(503);
    expect(refusal.message).toMatch(/catalog service/);
    expect(await cartOrder.query('SELECT id FROM cart_items')).toEqual([]);
  });

  it('asks a browser without a session to allow cookies rather than keeping a cart nobody can find', async () => {
    const refusal = await cartOrder.refusal(CartOrderRpc.addToCart, { productId: randomUUID() }, CALLERS.visitor);
    expect(refusal).toMatchObject({ status: 400, message: 'Please allow cookies in your browser to keep a cart' });
  });

  it('joins a guest’s lines to the account at sign-in, adding quantities of the same choice', async () => {
    const sessionId = randomUUID();
    const userId = randomUUID();
    const [productId, tierId, other] = [randomUUID(), randomUUID(), randomUUID()];
    const guestKey = ownerKey(CALLERS.guest(sessionId))!;
    await cartOrder.query(`INSERT INTO cart_items (owner_key, product_id, tier_id, quantity) VALUES ($1, $2, $3, 2), ($1, $4, NULL, 1), ($5, $2, $3, 1)`, [
      guestKey,
      productId,
      tierId,
      other,
      `user:${userId}`,
    ]);
    expect(await cartOrder.call(CartOrderRpc.mergeCart, { fromSessionId: sessionId, toUserId: userId })).toEqual({ merged: 2 });
    const lines = await cartOrder.query<{ product_id: string; quantity: number }>(
      `SELECT product_id, quantity FROM cart_items WHERE owner_key = $1 ORDER BY quantity`,
      [`user:${userId}`],
    );
    expect(lines.map((line) => [line.product_id, line.quantity])).toEqual([
      [other, 1],
      [productId, 3],
    ]);
    expect(await cartOrder.query('SELECT id FROM cart_items WHERE owner_key = $1', [guestKey])).toEqual([]);
  });
});
