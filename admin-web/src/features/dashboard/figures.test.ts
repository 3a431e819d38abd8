import { describe, expect, it } from 'vitest';
import { changeText, newMessagesText, orderLabel, orderPath, visitorsNote } from './figures';

describe('dashboard figures', () => {
  it('says the change with its sign, or that there is nothing to compare with', () => {
    expect(changeText(12, 'from last month', 'No sales last month')).toBe('+12% from last month');
    expect(changeText(-5, 'this week', 'No visitors last week')).toBe('-5% this week');
    expect(changeText(0, 'from last month', 'none')).toBe('0% from last month');
    expect(changeText(null, 'from last month', 'No sales last month')).toBe('No sales last month');
  });

  it('counts new messages in words', () => {
    expect(newMessagesText(1)).toBe('1 new message to read');
    expect(newMessagesText(3)).toBe('3 new messages to read');
    expect(newMessagesText(0)).toBe('0 new messages to read');
  });

  it('names an order by its number, as the Orders screen does, and links to it there', () => {
    expect(orderLabel('1062')).toBe('Order #1062');
    expect(orderPath('1062')).toBe('/orders?order=1062');
  });

  it("tells the week's visitors against the last, and today's", () => {
    expect(visitorsNote({ changePercent: 25, today: 3 })).toBe('+25% this week · 3 today');
    expect(visitorsNote({ changePercent: null, today: 0 })).toBe('in the last 7 days · 0 today');
  });
});
