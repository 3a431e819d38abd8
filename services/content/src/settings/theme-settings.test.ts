import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentRpc, DEFAULT_THEME_SETTINGS, THEME_PRESETS } from '@artshop/contracts';
import { CALLERS, ServiceTestbed } from '@artshop/testing';

let content: ServiceTestbed<'content'>;

beforeAll(async () => {
  content = await ServiceTestbed.start('content');
});

afterAll(async () => {
  await content?.close();
});

const storedTheme = async () => (await content.query<{ value: unknown }>(`SELECT value FROM settings_documents WHERE name = 'theme'`))[0]?.value;

describe('theme settings', () => {
  it('answers the shop’s own look before anything is saved, and a stylesheet with today’s colours and Lora', async () => {
    expect(await content.call(ContentRpc.getThemeSettings, {})).toEqual(DEFAULT_THEME_SETTINGS);
    const css = await content.call(ContentRpc.getThemeStylesheet, {});
    expect(css).toMatchObject({ contentType: 'text/css; charset=utf-8', inline: true });
    expect(css.body).toContain(':root:not(.dark) {');
    expect(css.body).toContain('--background: #faf8f5;');
    expect(css.body).toContain('--primary-foreground: #faf8f5;');
    expect(css.body).toContain("--font-serif: 'Lora Variable', 'Lora Fallback', Georgia, serif;");
    expect(css.body).not.toContain('.header-links');
  });

  it('writes nothing when nothing is sent', async () => {
    expect(await content.call(ContentRpc.updateThemeSettings, {}, CALLERS.admin)).toEqual(DEFAULT_THEME_SETTINGS);
    expect(await storedTheme()).toBeUndefined();
  });

  it('saves what is sent over what is stored and answers the whole theme, which the stylesheet then follows', async () => {
    const ocean = THEME_PRESETS.find((preset) => preset.name === 'Ocean Blue')!.colors;
    const saved = await content.call(
      ContentRpc.updateThemeSettings,
      { ...ocean, siteName: ' Tide Studio ', fontFamily: 'Playfair Display', footerEnabled: false, customLogo: '/objects/uploads/logo.png' },
      CALLERS.admin,
    );
    expect(saved).toEqual({
      ...DEFAULT_THEME_SETTINGS,
      ...ocean,
      siteName: 'Tide Studio',
      fontFamily: 'Playfair Display',
      footerEnabled: false,
      customLogo: '/objects/uploads/logo.png',
    });
    // Only the header layout: everything else stays.
    const second = await content.call(ContentRpc.updateThemeSettings, { headerLayout: 'centered' }, CALLERS.admin);
    expect(second).toEqual({ ...saved, headerLayout: 'centered' });
    expect(await content.call(ContentRpc.getThemeSettings, {})).toEqual(second);
    expect(await storedTheme()).toEqual(second);

    const css = (await content.call(ContentRpc.getThemeStylesheet, {})).body;
    expect(css).toContain(`--primary: ${ocean.primaryColor};`);
    expect(css).toContain(`--background: ${ocean.backgroundColor};`);
    expect(css).toContain(`--foreground: ${ocean.textColor};`);
    expect(css).toContain("--font-serif: 'Playfair Display Variable'");
    // The centered header is laid out by the stylesheet itself, before the first paint.
    expect(css).toContain('.header-links { order: 1; flex-basis: 100%;');
  });

  it('refuses colours that make text unreadable, naming the pair and its ratio, and saves nothing', async () => {
    const before = await storedTheme();
    expect(await content.refusal(ContentRpc.updateThemeSettings, { textColor: '#d0d0d0', backgroundColor: '#ffffff' }, CALLERS.admin)).toMatchObject({
      status: 400,
      message: 'Not enough contrast: text on the background is 1.5:1; it needs at least 4.5:1',
      errors: { textColor: 'Not enough contrast: text on the background is 1.5:1; it needs at least 4.5:1' },
    });
    expect(await content.refusal(ContentRpc.updateThemeSettings, { primaryColor: '#ffd84d' }, CALLERS.admin)).toMatchObject({
      status: 400,
      errors: { primaryColor: expect.stringMatching(/^Not enough contrast: the primary colour as text on the background is 1\.\d:1/) },
    });
    expect(await storedTheme()).toEqual(before);
  });

  it('refuses fields it does not know and values of the wrong kind, with a message a person reads', async () => {
    const before = await storedTheme();
    expect(await content.refusal(ContentRpc.updateThemeSettings, { siteName: 'A', logo: '/x.png' } as never, CALLERS.admin)).toMatchObject({
      status: 400,
      message: "Theme settings have no field 'logo'",
    });
    expect(await content.refusal(ContentRpc.updateThemeSettings, { accentColor: 'red' }, CALLERS.admin)).toMatchObject({
      status: 400,
      errors: { accentColor: 'Accent colour must be a colour written as # and six hexadecimal digits, such as #1d4e89' },
    });
    expect(await content.refusal(ContentRpc.updateThemeSettings, { fontFamily: 'Papyrus' } as never, CALLERS.admin)).toMatchObject({
      status: 400,
      message: 'Font must be one of Lora, Playfair Display, Inter, Source Sans 3',
    });
    expect(await content.refusal(ContentRpc.updateThemeSettings, { favicon: 'data:image/png;base64,AAAA' }, CALLERS.admin)).toMatchObject({ status: 400 });
    expect(await storedTheme()).toEqual(before);
  });

  it('serves custom CSS after the theme, with no way for "</style>" or HTML to break out of the stylesheet', async () => {
    const customCSS = 'body { outline: 3px solid rgb(255, 0, 0); }\n</style><script>alert(1)</script>\n.quote::before { content: "<"; }';
    await content.call(ContentRpc.updateThemeSettings, { customCSS, darkMode: false }, CALLERS.admin);
    const css = (await content.call(ContentRpc.getThemeStylesheet, {})).body;
    expect(css).toContain('body { outline: 3px solid rgb(255, 0, 0); }');
    expect(css).not.toContain('<');
    expect(css).toContain('\\3c /style>\\3c script>alert(1)\\3c /script>');
    expect(css).toContain('content: "\\3c "');
    // The custom CSS comes last, so it wins over the theme's own rules.
    expect(css.indexOf('outline')).toBeGreaterThan(css.indexOf('--font-serif'));
    // Without dark mode the artist's colours hold even where a visitor had chosen dark.
    expect(css).toContain(':root:root {');
    expect(css).toContain('color-scheme: light !important;');
  });
});
