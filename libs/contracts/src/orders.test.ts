import { describe, expect, it } from 'vitest';
import { orderMoves, refusedAsRefunded } from './orders.js';

describe('the moves an order may take', () => {
  it('are the status moves while the money is kept, in full or in part', () => {
    expect(orderMoves('pending', 'paid')).toEqual(['processing', 'cancelled']);
    expect(orderMoves('processing', 'partially_refunded')).toEqual(['shipped', 'cancelled']);
  });

  it('leave out packing and shipping once the order was refunded in full', () => {
    expect(orderMoves('pending', 'refunded')).toEqual(['cancelled']);
    expect(orderMoves('processing', 'refunded')).toEqual(['cancelled']);
    expect(refusedAsRefunded('pending', 'refunded', 'shipped')).toBe(true);
    expect(refusedAsRefunded('processing', 'refunded', 'shipped')).toBe(true);
    expect(refusedAsRefunded('pending', 'partially_refunded', 'shipped')).toBe(false);
    expect(refusedAsRefunded('pending', 'refunded', 'cancelled')).toBe(false);
    // A cancelled order says so: it cannot change any more.
    expect(refusedAsRefunded('cancelled', 'refunded', 'processing')).toBe(false);
  });
});
