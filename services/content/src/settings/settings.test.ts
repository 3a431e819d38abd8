import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentRpc } from '@artshop/contracts';
import { CALLERS, ServiceTestbed } from '@artshop/testing';

let content: ServiceTestbed<'content'>;

beforeAll(async () => {
  content = await ServiceTestbed.start('content');
});

afterAll(async () => {
  await content?.close();
});

describe('site settings', () => {
  it('keeps a setting and shows it to everyone', async () => {
    expect(await content.call(ContentRpc.setSiteSetting, { key: 'artist_artistName', value: '  Mara Ellison ' }, CALLERS.admin)).toEqual({
      key: 'artist_artistName',
      value: 'Mara Ellison',
    });
    expect(await content.call(ContentRpc.listSiteSettings, {})).toContainEqual({ key: 'artist_artistName', value: 'Mara Ellison' });
  });

  it('takes only a path of the shop or a web address for a link, saying so under the value', async () => {
    const refusal = await content.refusal(ContentRpc.setSiteSetting, { key: 'home_heroImageUrl', value: 'javascript:alert(1)' }, CALLERS.admin);
    expect(refusal).toMatchObject({ status: 400, errors: { value: 'Please enter a link starting with https:// or /' } });
    expect((await content.call(ContentRpc.listSiteSettings, {})).map((setting) => setting.key)).not.toContain('home_heroImageUrl');
    expect(await content.call(ContentRpc.setSiteSetting, { key: 'home_heroImageUrl', value: '/objects/hero.webp' }, CALLERS.admin)).toMatchObject({
      value: '/objects/hero.webp',
    });
  });

  it('changes only the social settings sent, keeping the rest', async () => {
    await content.call(ContentRpc.updateSocialSettings, { instagram: 'https://instagram.com/mara', metaDescription: 'Abstract paintings' }, CALLERS.admin);
    const after = await content.call(ContentRpc.updateSocialSettings, { metaDescription: 'Paintings of the sea' }, CALLERS.admin);
    expect(after).toMatchObject({ instagram: 'https://instagram.com/mara', metaDescription: 'Paintings of the sea' });
    expect(await content.call(ContentRpc.getSocialSettings, {})).toEqual(after);
  });

  it('has every optional page switched on until the artist turns one off', async () => {
    const pages = await content.call(ContentRpc.listPageSettings, {});
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.every((page) => page.enabled)).toBe(true);
  });
});

describe('the artist account (site settings artist_*)', () => {
  it('keeps each field of the profile and refuses an e-mail or website that is none, changing nothing', async () => {
    const profile = {
      artist_artistName: 'Mara Ellison',
      artist_email: 'studio@maraellison.com',
      artist_phone: '+1 207 555 0142',
      artist_website: 'https://maraellison.com',
      artist_location: 'Portland, Maine',
      artist_bio: 'Abstract painter working with sand and acrylic.',
      artist_profileImage: '/objects/uploads/portrait.webp',
    } as const;
    for (const [key, value] of Object.entries(profile)) {
      expect(await content.call(ContentRpc.setSiteSetting, { key: key as keyof typeof profile, value }, CALLERS.admin)).toEqual({ key, value });
    }
    const saved = await content.call(ContentRpc.listSiteSettings, {});
    for (const [key, value] of Object.entries(profile)) expect(saved).toContainEqual({ key, value });

    expect(await content.refusal(ContentRpc.setSiteSetting, { key: 'artist_email', value: 'not an address' }, CALLERS.admin)).toMatchObject({
      status: 400,
      errors: { value: 'Please enter a valid email address' },
    });
    expect(await content.refusal(ContentRpc.setSiteSetting, { key: 'artist_website', value: 'maraellison.com' }, CALLERS.admin)).toMatchObject({
      status: 400,
      errors: { value: 'Please enter a link starting with https:// or /' },
    });
    expect(await content.call(ContentRpc.listSiteSettings, {})).toEqual(saved);
  });
});
