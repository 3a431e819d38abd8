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
