import { describe, expect, it } from 'vitest';
import { PLAN_PRICE_MESSAGE, PLAN_SLUG_FORMAT_MESSAGE, planInputSchema } from './subscription.js';

const plan = { name: 'Print Club', slug: 'print-club', price: '25' };

describe('the plan form', () => {
  it('fills the defaults: no features, not recommended, active, display order 0', () => {
    expect(planInputSchema.parse({ ...plan, displayOrder: '' })).toEqual({
      ...plan,
      price: '25.00',
      description: null,
      icon: null,
      features: [],
      isRecommended: false,
      status: 'active',
      displayOrder: 0,
    });
  });

  it('trims features and reads the display order from text', () => {
    expect(planInputSchema.parse({ ...plan, features: [' One print '], displayOrder: '3' })).toMatchObject({ features: ['One print'], displayOrder: 3 });
  });

  it('says what is wrong with a slug or a price', () => {
    const result = planInputSchema.safeParse({ ...plan, slug: '-print', price: '0.00' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['slug', PLAN_SLUG_FORMAT_MESSAGE],
      ['price', PLAN_PRICE_MESSAGE],
    ]);
  });
});
