import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentRpc, DEFAULT_HOME_SETTINGS } from '@artshop/contracts';
import { CALLERS, ServiceTestbed } from '@artshop/testing';

let content: ServiceTestbed<'content'>;

beforeAll(async () => {
  content = await ServiceTestbed.start('content');
});

afterAll(async () => {
  await content?.close();
});

describe('home settings', () => {
  it('answers the defaults before anything is saved, with the hero picture the site setting home_heroImageUrl already holds', async () => {
    expect(await content.call(ContentRpc.getHomeSettings, {})).toEqual(DEFAULT_HOME_SETTINGS);
    // An artist who set the hero picture through the site setting (POST /api/site-settings/home_heroImageUrl) keeps it.
    await content.call(ContentRpc.setSiteSetting, { key: 'home_heroImageUrl', value: '/objects/uploads/old-hero.webp' }, CALLERS.admin);
    expect(await content.call(ContentRpc.getHomeSettings, {})).toEqual({ ...DEFAULT_HOME_SETTINGS, heroImageUrl: '/objects/uploads/old-hero.webp' });
  });

  it('saves what is sent over what is stored, and the hero picture is the site setting everyone reads', async () => {
    const first = await content.call(
      ContentRpc.updateHomeSettings,
      {
        heroHeadline: '  Paintings of the tide line ',
        heroText: 'Layer by layer, on the coast of Maine.',
        heroImageUrl: 'https://images.example.com/hero.jpg',
      },
      CALLERS.admin,
    );
    expect(first).toEqual({
      heroImageUrl: 'https://images.example.com/hero.jpg',
      heroHeadline: 'Paintings of the tide line',
      heroText: 'Layer by layer, on the coast of Maine.',
      featuredTitle: DEFAULT_HOME_SETTINGS.featuredTitle,
    });
    // Only the featured title: everything else stays.
    const second = await content.call(ContentRpc.updateHomeSettings, { featuredTitle: 'New in the studio' }, CALLERS.admin);
    expect(second).toEqual({ ...first, featuredTitle: 'New in the studio' });
    expect(await content.call(ContentRpc.getHomeSettings, {})).toEqual(second);
    expect(await content.call(ContentRpc.listSiteSettings, {})).toContainEqual({ key: 'home_heroImageUrl', value: 'https://images.example.com/hero.jpg' });
    const [stored] = await content.query<{ value: unknown }>(`SELECT value FROM settings_documents WHERE name = 'home'`);
    expect(stored?.value).toEqual({
      heroHeadline: 'Paintings of the tide line',
      heroText: 'Layer by layer, on the coast of Maine.',
      featuredTitle: 'New in the studio',
    });

    // Setting the hero picture through the site setting shows in the Home editor too: one value, not two.
    await content.call(ContentRpc.setSiteSetting, { key: 'home_heroImageUrl', value: '/objects/uploads/new-hero.webp' }, CALLERS.admin);
    expect((await content.call(ContentRpc.getHomeSettings, {})).heroImageUrl).toBe('/objects/uploads/new-hero.webp');
  });

  it('writes nothing when what is sent is what is stored', async () => {
    const updatedAt = async () => (await content.query<{ at: string }>(`SELECT updated_at::text AS at FROM settings_documents WHERE name = 'home'`))[0]?.at;
    const before = await updatedAt();
    expect(before).toBeDefined();
    const page = await content.call(ContentRpc.getHomeSettings, {});
    expect(await content.call(ContentRpc.updateHomeSettings, {}, CALLERS.admin)).toEqual(page);
    expect(await content.call(ContentRpc.updateHomeSettings, { featuredTitle: page.featuredTitle }, CALLERS.admin)).toEqual(page);
    expect(await updatedAt()).toBe(before);
  });

  it('refuses bad values with a message a person reads under the field, and changes nothing', async () => {
    const before = await content.call(ContentRpc.getHomeSettings, {});
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { heroImageUrl: 'javascript:alert(1)' },
        'heroImageUrl',
        'Hero image: an image must be one uploaded to the shop (/objects/…) or a web address starting with https://',
      ],
      [
        { heroImageUrl: 'http://example.com/a.jpg' },
        'heroImageUrl',
        'Hero image: an image must be one uploaded to the shop (/objects/…) or a web address starting with https://',
      ],
      [{ heroHeadline: 'x'.repeat(121) }, 'heroHeadline', 'Hero headline is too long (at most 120 characters)'],
      [{ heroText: 'x'.repeat(601) }, 'heroText', 'Hero text is too long (at most 600 characters)'],
      [{ featuredTitle: '   ' }, 'featuredTitle', 'Featured section title is required'],
      [{ heroText: 42 }, 'heroText', 'Hero text must be text'],
    ];
    for (const [input, field, message] of cases) {
      const refusal = await content.refusal(ContentRpc.updateHomeSettings, input as never, CALLERS.admin);
      expect(refusal, JSON.stringify(input).slice(0, 120)).toMatchObject({ status: 400, message, errors: { [field]: message } });
    }
    expect(await content.call(ContentRpc.getHomeSettings, {})).toEqual(before);
  });

  it('refuses a field the page does not have, naming it, and saves nothing of that request', async () => {
    const before = await content.call(ContentRpc.getHomeSettings, {});
    expect(await content.refusal(ContentRpc.updateHomeSettings, { heroHeadline: 'Hello', heroTitle: 'Hello' } as never, CALLERS.admin)).toMatchObject({
      status: 400,
      message: "Home settings has no field 'heroTitle'",
    });
    expect(await content.call(ContentRpc.getHomeSettings, {})).toEqual(before);
  });
});
