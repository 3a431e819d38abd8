import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentRpc, DEFAULT_BIO_SETTINGS, DEFAULT_CV_SETTINGS } from '@artshop/contracts';
import { CALLERS, ServiceTestbed } from '@artshop/testing';

let content: ServiceTestbed<'content'>;

beforeAll(async () => {
  content = await ServiceTestbed.start('content');
});

afterAll(async () => {
  await content?.close();
});

describe('page switches', () => {
  it('switches one page off and on again, answering every page and keeping the others on', async () => {
    const off = await content.call(ContentRpc.setPageEnabled, { page: 'cv', enabled: false }, CALLERS.admin);
    expect(off).toContainEqual({ page: 'cv', enabled: false });
    expect(off.filter((page) => page.page !== 'cv').every((page) => page.enabled)).toBe(true);
    expect(await content.call(ContentRpc.listPageSettings, {})).toEqual(off);

    const on = await content.call(ContentRpc.setPageEnabled, { page: 'cv', enabled: true }, CALLERS.admin);
    expect(on).toContainEqual({ page: 'cv', enabled: true });
    expect(await content.query(`SELECT page, enabled FROM page_settings WHERE page = 'cv'`)).toEqual([{ page: 'cv', enabled: true }]);
  });

  it('refuses a page the site does not have, a switch that is not true or false, and a field it does not know', async () => {
    expect(await content.refusal(ContentRpc.setPageEnabled, { page: 'blog', enabled: false } as never, CALLERS.admin)).toMatchObject({
      status: 400,
      errors: { page: 'The page must be one of home, bio, gallery, events, cv, contact, mail-club' },
    });
    expect(await content.refusal(ContentRpc.setPageEnabled, { page: 'bio', enabled: 'no' } as never, CALLERS.admin)).toMatchObject({
      status: 400,
      message: 'Enabled must be true or false',
    });
    expect(await content.refusal(ContentRpc.setPageEnabled, { page: 'bio', enabled: false, visible: false } as never, CALLERS.admin)).toMatchObject({
      status: 400,
      message: "A page setting has no field 'visible'",
    });
    expect(await content.query(`SELECT page FROM page_settings WHERE page IN ('blog', 'bio')`)).toEqual([]);
  });
});

describe('bio settings', () => {
  it('answers the defaults before anything is saved: the call-to-action shown, its button to /contact', async () => {
    const bio = await content.call(ContentRpc.getBioSettings, {});
    expect(bio).toEqual(DEFAULT_BIO_SETTINGS);
    expect(bio.ctaData).toMatchObject({ enabled: true, buttonUrl: '/contact' });
  });

  it('saves what is sent over what is stored, field by field, and answers the whole page', async () => {
    const first = await content.call(
      ContentRpc.updateBioSettings,
      {
        bioContent: '## About me\n\nI paint the **tide**.',
        bioImage: '/objects/uploads/portrait.webp',
        heroData: { headline: '  Painting the edge of the tide ', description: 'Layer by layer.', backgroundImage: 'https://images.example.com/hero.jpg' },
      },
      CALLERS.admin,
    );
    expect(first).toEqual({
      ...DEFAULT_BIO_SETTINGS,
      bioContent: '## About me\n\nI paint the **tide**.',
      bioImage: '/objects/uploads/portrait.webp',
      heroData: { headline: 'Painting the edge of the tide', description: 'Layer by layer.', backgroundImage: 'https://images.example.com/hero.jpg' },
    });
    // Only the call-to-action's switch and headline: everything else stays.
    const second = await content.call(ContentRpc.updateBioSettings, { ctaData: { enabled: false, headline: 'Commission a painting' } }, CALLERS.admin);
    expect(second).toEqual({ ...first, ctaData: { ...first.ctaData, enabled: false, headline: 'Commission a painting' } });
    expect(await content.call(ContentRpc.getBioSettings, {})).toEqual(second);
    const [stored] = await content.query<{ value: unknown }>(`SELECT value FROM settings_documents WHERE name = 'bio'`);
    expect(stored?.value).toEqual(second);
  });

  it('refuses bad values with a message a person reads under the field, and changes nothing', async () => {
    const before = await content.call(ContentRpc.getBioSettings, {});
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { bioImage: 'javascript:alert(1)' },
        'bioImage',
        'Bio photo: an image must be one uploaded to the shop (/objects/…) or a web address starting with https://',
      ],
      [
        { heroData: { backgroundImage: 'http://example.com/a.jpg' } },
        'heroData.backgroundImage',
        'Hero background image: an image must be one uploaded to the shop (/objects/…) or a web address starting with https://',
      ],
      [
        { ctaData: { buttonUrl: 'javascript:alert(1)' } },
        'ctaData.buttonUrl',
        'Button link: please enter a path of the shop such as /contact, or a link starting with https://',
      ],
      [
        { ctaData: { buttonUrl: '//evil.example.com' } },
        'ctaData.buttonUrl',
        'Button link: please enter a path of the shop such as /contact, or a link starting with https://',
      ],
      [{ ctaData: { enabled: true, buttonText: '' } }, 'ctaData.buttonText', 'Button text is required while the call-to-action is shown'],
      [{ ctaData: { enabled: 'yes' } }, 'ctaData.enabled', 'Show the call-to-action must be yes or no'],
      [{ heroData: { headline: 'x'.repeat(201) } }, 'heroData.headline', 'Hero headline is too long (at most 200 characters)'],
      [{ bioContent: 'x'.repeat(20_001) }, 'bioContent', 'Bio text is too long (at most 20000 characters)'],
      [{ bioContent: 42 }, 'bioContent', 'Bio text must be text'],
    ];
    for (const [input, field, message] of cases) {
      const refusal = await content.refusal(ContentRpc.updateBioSettings, input as never, CALLERS.admin);
      expect(refusal, JSON.stringify(input).slice(0, 120)).toMatchObject({ status: 400, message, errors: { [field]: message } });
    }
    expect(await content.call(ContentRpc.getBioSettings, {})).toEqual(before);
  });

  it('refuses fields the page does not have, at the top and inside the hero and call-to-action, naming them', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ bioText: 'Hello' }, "Bio settings has no field 'bioText'"],
      [{ heroData: { title: 'Hello' } }, "The hero has no field 'title'"],
      [{ ctaData: { link: '/contact' } }, "The call-to-action has no field 'link'"],
    ];
    for (const [input, message] of cases) {
      expect(await content.refusal(ContentRpc.updateBioSettings, input as never, CALLERS.admin), message).toMatchObject({ status: 400, message });
    }
  });

  it('keeps a hidden call-to-action half written, and asks for its button once it is shown again', async () => {
    const hidden = await content.call(ContentRpc.updateBioSettings, { ctaData: { enabled: false, buttonText: '', buttonUrl: '' } }, CALLERS.admin);
    expect(hidden.ctaData).toMatchObject({ enabled: false, buttonText: '', buttonUrl: '' });
    expect(await content.refusal(ContentRpc.updateBioSettings, { ctaData: { enabled: true } }, CALLERS.admin)).toMatchObject({
      status: 400,
      errors: {
        'ctaData.buttonText': 'Button text is required while the call-to-action is shown',
        'ctaData.buttonUrl': 'Button link is required while the call-to-action is shown',
      },
    });
    const shown = await content.call(
      ContentRpc.updateBioSettings,
      { ctaData: { enabled: true, buttonText: 'Write to me', buttonUrl: 'https://calendly.com/mara' } },
      CALLERS.admin,
    );
    expect(shown.ctaData).toMatchObject({ enabled: true, buttonText: 'Write to me', buttonUrl: 'https://calendly.com/mara' });
  });
});

describe('CV settings', () => {
  it('is empty until written, then answers the saved Markdown', async () => {
    expect(await content.call(ContentRpc.getCvSettings, {})).toEqual(DEFAULT_CV_SETTINGS);
    const cv = '## Solo exhibitions\n\n- 2024 *Ember Season*, Tideline Gallery';
    expect(await content.call(ContentRpc.updateCvSettings, { content: `${cv}\n\n` }, CALLERS.admin)).toEqual({ content: cv });
    expect(await content.call(ContentRpc.getCvSettings, {})).toEqual({ content: cv });
  });

  it('refuses a text too long, a missing text and an unknown field, keeping what was saved', async () => {
    const before = await content.call(ContentRpc.getCvSettings, {});
    expect(await content.refusal(ContentRpc.updateCvSettings, { content: 'x'.repeat(50_001) }, CALLERS.admin)).toMatchObject({
      status: 400,
      errors: { content: 'CV text is too long (at most 50000 characters)' },
    });
    expect(await content.refusal(ContentRpc.updateCvSettings, {} as never, CALLERS.admin)).toMatchObject({
      status: 400,
      errors: { content: 'CV text is required' },
    });
    expect(await content.refusal(ContentRpc.updateCvSettings, { content: 'Hi', markdown: 'Hi' } as never, CALLERS.admin)).toMatchObject({
      status: 400,
      message: "CV settings has no field 'markdown'",
    });
    expect(await content.call(ContentRpc.getCvSettings, {})).toEqual(before);
  });
});
