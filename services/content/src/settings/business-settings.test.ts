import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentRpc, DEFAULT_BUSINESS_SETTINGS } from '@artshop/contracts';
import { CALLERS, ServiceTestbed } from '@artshop/testing';

let content: ServiceTestbed<'content'>;

beforeAll(async () => {
  content = await ServiceTestbed.start('content');
});

afterAll(async () => {
  await content?.close();
});

describe('business settings', () => {
  it('answers the defaults before anything is saved, and the storefront gets their currency and name only', async () => {
    expect(await content.call(ContentRpc.getBusinessSettings, {}, CALLERS.admin)).toEqual(DEFAULT_BUSINESS_SETTINGS);
    expect(await content.call(ContentRpc.getShopSettings, {})).toEqual({ currency: 'USD', businessName: '', timeZone: 'UTC' });
  });

  it('changes only the settings sent, keeping the rest, and answers the whole document', async () => {
    const first = await content.call(
      ContentRpc.updateBusinessSettings,
      { businessName: '  Mara Ellison Studio ', city: 'Portland', taxRate: 5.5, standardShippingRate: '12', localPickup: true },
      CALLERS.admin,
    );
    expect(first).toEqual({
      ...DEFAULT_BUSINESS_SETTINGS,
      businessName: 'Mara Ellison Studio',
      city: 'Portland',
      taxRate: 5.5,
      standardShippingRate: '12.00',
      localPickup: true,
    });
    const second = await content.call(ContentRpc.updateBusinessSettings, { expeditedShippingRate: 30.5, internationalShipping: false }, CALLERS.admin);
    expect(second).toEqual({ ...first, expeditedShippingRate: '30.50', internationalShipping: false });
    expect(await content.call(ContentRpc.getBusinessSettings, {}, CALLERS.admin)).toEqual(second);
    const [stored] = await content.query<{ value: unknown }>(`SELECT value FROM settings_documents WHERE name = 'business'`);
    expect(stored?.value).toEqual(second);
  });

  it('refuses bad values with a message a person reads, and changes nothing', async () => {
    const before = await content.call(ContentRpc.getBusinessSettings, {}, CALLERS.admin);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ taxRate: 120 }, 'taxRate', 'Tax rate must be a percentage between 0 and 100'],
      [{ taxRate: 8.2555 }, 'taxRate', 'Tax rate can have at most three decimals'],
      [{ standardShippingRate: '-5' }, 'standardShippingRate', 'Standard shipping rate must be an amount of 0 or more'],
      [{ expeditedShippingRate: '25.005' }, 'expeditedShippingRate', 'Expedited shipping rate can have at most two decimals'],
      [{ freeShippingThreshold: 'free' }, 'freeShippingThreshold', 'Free shipping threshold must be an amount of 0 or more'],
      [{ currency: 'XYZ' }, 'currency', 'Currency must be one of USD, EUR, GBP, CAD, AUD'],
      [{ shippingEnabled: 'maybe' }, 'shippingEnabled', 'Shipping must be yes or no'],
      [{ businessName: 'x'.repeat(201) }, 'businessName', 'Business name is too long (at most 200 characters)'],
    ];
    for (const [input, field, message] of cases) {
      const refusal = await content.refusal(ContentRpc.updateBusinessSettings, { city: 'Elsewhere', ...input } as never, CALLERS.admin);
      expect(refusal, JSON.stringify(input)).toMatchObject({ status: 400, message, errors: { [field]: message } });
    }
    expect(await content.call(ContentRpc.getBusinessSettings, {}, CALLERS.admin)).toEqual(before);
  });

  it('keeps the shop’s time zone (UTC until chosen) and refuses a name that is not an IANA zone, naming it', async () => {
    expect((await content.call(ContentRpc.getBusinessSettings, {}, CALLERS.admin)).timeZone).toBe('UTC');
    const saved = await content.call(ContentRpc.updateBusinessSettings, { timeZone: ' Europe/Berlin ' }, CALLERS.admin);
    expect(saved.timeZone).toBe('Europe/Berlin');
    for (const bad of ['Mars/Olympus_Mons', 'CET+1', '']) {
      const message = `"${bad}" is not a time zone: choose one such as Europe/Berlin or America/New_York`;
      expect(await content.refusal(ContentRpc.updateBusinessSettings, { timeZone: bad }, CALLERS.admin)).toMatchObject({
        status: 400,
        message,
        errors: { timeZone: message },
      });
    }
    expect(await content.call(ContentRpc.getBusinessSettings, {}, CALLERS.admin)).toEqual(saved);
    await content.call(ContentRpc.updateBusinessSettings, { timeZone: 'UTC' }, CALLERS.admin);
  });

  it('shows the storefront the saved currency, business name and time zone', async () => {
    await content.call(ContentRpc.updateBusinessSettings, { currency: 'EUR' }, CALLERS.admin);
    expect(await content.call(ContentRpc.getShopSettings, {})).toEqual({ currency: 'EUR', businessName: 'Mara Ellison Studio', timeZone: 'UTC' });
  });
});
