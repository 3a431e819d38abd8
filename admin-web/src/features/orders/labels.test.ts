import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@artshop/contracts';
import { STATUS_BADGE } from './labels';

describe('the order status badges', () => {
  it('no fulfilment status wears the red of an error, nor the rust accent that reads as one', () => {
    for (const status of ORDER_STATUSES) expect(['destructive', 'accent']).not.toContain(STATUS_BADGE[status]);
    expect(STATUS_BADGE.processing).toBe('info');
  });
});
