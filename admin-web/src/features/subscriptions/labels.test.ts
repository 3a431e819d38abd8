import { describe, expect, it } from 'vitest';
import { cancelAtPeriodEndText, cancelChoices, statusBadge, STATUS_LABEL } from './labels';

const date = (iso: string) => iso.slice(0, 10);

describe('the subscriptions screen labels', () => {
  it('colours active, pending and canceled members, and leaves the rest neutral', () => {
    expect(statusBadge('active')).toBe('success');
    expect(statusBadge('past_due')).toBe('accent');
    expect(statusBadge('incomplete')).toBe('accent');
    expect(statusBadge('canceled')).toBe('destructive');
    expect(statusBadge('paused')).toBe('secondary');
    expect(STATUS_LABEL.past_due).toBe('Past due');
    expect(STATUS_LABEL.incomplete_expired).toBe('Expired');
  });

  it('offers at period end and now while a membership runs, now alone once it is set to end or unpaid at the start, nothing once ended', () => {
    expect(cancelChoices({ status: 'active', cancelAtPeriodEnd: false })).toEqual(['period_end', 'now']);
    expect(cancelChoices({ status: 'past_due', cancelAtPeriodEnd: false })).toEqual(['period_end', 'now']);
    expect(cancelChoices({ status: 'active', cancelAtPeriodEnd: true })).toEqual(['now']);
    expect(cancelChoices({ status: 'incomplete', cancelAtPeriodEnd: false })).toEqual(['now']);
    expect(cancelChoices({ status: 'canceled', cancelAtPeriodEnd: false })).toEqual([]);
    expect(cancelChoices({ status: 'incomplete_expired', cancelAtPeriodEnd: false })).toEqual([]);
  });

  it('says when a membership set to end ends', () => {
    const end = '2026-12-24T10:00:00.000Z';
    expect(cancelAtPeriodEndText({ cancelAtPeriodEnd: false, cancelAt: null, currentPeriodEnd: end }, date)).toBe('No');
    expect(cancelAtPeriodEndText({ cancelAtPeriodEnd: true, cancelAt: end, currentPeriodEnd: null }, date)).toBe('Yes, ends 2026-12-24');
    expect(cancelAtPeriodEndText({ cancelAtPeriodEnd: true, cancelAt: null, currentPeriodEnd: end }, date)).toBe('Yes, ends 2026-12-24');
    expect(cancelAtPeriodEndText({ cancelAtPeriodEnd: true, cancelAt: null, currentPeriodEnd: null }, date)).toBe('Yes');
  });
});
