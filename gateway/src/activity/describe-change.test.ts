import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CartOrderRpc, CatalogRpc, ContentRpc, IdentityRpc } from '@artshop/contracts';
import { describeChange } from './describe-change.js';

describe("the activity log's words for a change", () => {
  it("names a product by its name and writes each tier's price and stock", () => {
    const change = describeChange(
      CatalogRpc.updateProduct,
      {
        id: 'a0c1',
        price: '185.00',
        isFeatured: true,
        description: 'x'.repeat(400),
        pricingTiers: [
          { type: 'Original', size: '36x48', price: '1850.00', stock: 1 },
          { type: 'Print', size: '18x24', price: '225.00', stock: 25 },
        ],
      },
      { id: 'a0c1', name: 'Heron at Dusk' },
    );
    expect(change).toEqual({
      area: 'catalog',
      action: 'updateProduct',
      subject: 'Heron at Dusk',
      details: ['price: 185.00', 'is featured: true', 'description changed', 'Original 36x48: 1850.00, 1 in stock', 'Print 18x24: 225.00, 25 in stock'],
    });
  });

  it('names an order by its number, and a deleted record by the id in its path', () => {
    expect(describeChange(CartOrderRpc.refundOrder, { orderId: 'o-1', amount: '12.50', reason: 'Shipping refunded' }, { orderNumber: '1062' })).toMatchObject({
      area: 'cart-order',
      subject: '#1062',
      details: ['amount: 12.50', 'reason: Shipping refunded'],
    });
    expect(describeChange(ContentRpc.deleteEvent, { id: 'e-9' }, null)).toMatchObject({ subject: 'e-9', details: [] });
  });

  it('names a discount code by its code', () => {
    expect(
      describeChange(CartOrderRpc.updateDiscountCode, { id: 'd-1', code: 'spring10', percentOff: 10, active: false }, { id: 'd-1', code: 'SPRING10' }),
    ).toMatchObject({ action: 'updateDiscountCode', subject: 'SPRING10', details: ['code: spring10', 'percent off: 10', 'active: false'] });
  });

  it('never writes a password down, and leaves out the one typed to prove who is changing it', () => {
    const change = describeChange(IdentityRpc.changePassword, { currentPassword: 'old horse battery', newPassword: 'new horse battery staple' }, null);
    expect(change?.details).toEqual(['new password changed']);
    expect(JSON.stringify(change)).not.toContain('horse');
  });

  it('writes down only the fields the shop knows, and no entry for an update that set none of them', () => {
    const hostile = { __proto__: { role: 'admin' }, password: 'x', price: 1e308, getInTouchText: 'Write to me' };
    expect(describeChange(ContentRpc.updateContactSettings, hostile, null)?.details).toEqual(['get in touch text: Write to me']);
    expect(describeChange(ContentRpc.updateContactSettings, { password: 'x', price: -1, status: true }, null)).toBeNull();
  });

  it('says a cleared field is cleared and keeps a long list of changes to twenty lines', () => {
    const anyFields = {
      name: 'content.updateNotes',
      part: 'content',
      input: z.record(z.string(), z.unknown()),
      route: { method: 'PUT', path: '/api/notes', access: 'admin' },
    } as const;
    const fields = Object.fromEntries(Array.from({ length: 25 }, (_, index) => [`field${index}`, index]));
    const change = describeChange(anyFields, { ...fields, note: '' }, null)!;
    expect(change.details).toHaveLength(21);
    expect(change.details.at(-1)).toBe('and 6 more');
    expect(describeChange(anyFields, { note: null }, null)!.details).toEqual(['note: cleared']);
  });
});
