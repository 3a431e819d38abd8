import { describe, expect, it } from 'vitest';
import { actionText } from './activity-words';

describe('activity log words', () => {
  it("turns a call's name into a sentence", () => {
    expect(actionText('updateHomeSettings')).toBe('Update home settings');
    expect(actionText('refundOrder')).toBe('Refund order');
    expect(actionText('deleteEvent')).toBe('Delete event');
  });
});
