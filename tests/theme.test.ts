import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THEME_SETTINGS, THEME_PRESETS } from '@artshop/contracts';
import { ApiClient, TestSystem, pageReads, registerCustomer } from '@artshop/testing';

// The theme through the gateway: who may change it, how it is refused, the stylesheet the storefront
// links (text/css, revalidated by ETag, nothing in it can become HTML), and the page head it changes.
let system: TestSystem;
let admin: ApiClient;
let visitor: ApiClient;
let base: string;

beforeAll(async () => {
  system = await TestSystem.start({ seed: true });
  base = system.baseUrl;
  admin = new ApiClient(base);
  visitor = new ApiClient(base);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
});

afterAll(async () => {
  await system?.close();
});

async function page(path: string): Promise<string> {
  return (await fetch(`${base}${path}`)).text();
}

describe('the theme settings', () => {
  it('are read by anyone, and changed by the admin only', async () => {
    const read = await visitor.get('/api/theme-settings');
    expect(read.status).toBe(200);
    expect(read.body).toEqual(DEFAULT_THEME_SETTINGS);

    expect((await visitor.put('/api/theme-settings', { siteName: 'Hacked' })).status).toBe(401);
    const customer = new ApiClient(base);
    const registered = await registerCustomer(system, customer, {
      email: 'theme-reader@example.com',
      password: 'correct horse battery',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    expect(registered.status).toBe(201);
    expect((await customer.put('/api/theme-settings', { siteName: 'Hacked' })).status).toBe(403);
    expect((await visitor.get('/api/theme-settings')).body.siteName).toBe('');
  });

  it('refuses unreadable colours and unknown fields with a message, and changes nothing', async () => {
    const lowContrast = await admin.put('/api/theme-settings', { textColor: '#eeeeee', backgroundColor: '#ffffff' });
    expect(lowContrast.status).toBe(400);
    expect(lowContrast.body.message).toBe('Not enough contrast: text on the background is 1.1:1; it needs at least 4.5:1');
    expect(lowContrast.body.errors).toMatchObject({ textColor: lowContrast.body.message });
    const unknown = await admin.put('/api/theme-settings', { siteName: 'X', script: 'alert(1)' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Theme settings have no field 'script'");
    expect((await visitor.get('/api/theme-settings')).body).toEqual(DEFAULT_THEME_SETTINGS);
  });

  it('serves the theme as a stylesheet the browser revalidates, in which custom CSS cannot become HTML', async () => {
    const royal = THEME_PRESETS.find((preset) => preset.name === 'Royal Purple')!.colors;
    const saved = await admin.put('/api/theme-settings', {
      ...royal,
      fontFamily: 'Inter',
      customCSS: 'body { outline: 2px solid #5b2a86; }\n</style><script>alert(1)</script>',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const css = await fetch(`${base}/api/theme.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('x-content-type-options')).toBe('nosniff');
    expect(css.headers.get('content-disposition')).toBeNull();
    expect(css.headers.get('cache-control')).toBe('no-cache');
    const etag = css.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const text = await css.text();
    expect(text).toContain(`--primary: ${royal.primaryColor};`);
    expect(text).toContain("--font-serif: 'Inter Variable'");
    expect(text).toContain('body { outline: 2px solid #5b2a86; }');
    expect(text).not.toMatch(/<\/?(style|script)/i);

    const again = await fetch(`${base}/api/theme.css`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    // A change gives a new stylesheet, so the old ETag no longer matches.
    expect((await admin.put('/api/theme-settings', { customCSS: '' })).status).toBe(200);
    const changed = await fetch(`${base}/api/theme.css`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).not.toContain('outline');
  });

  it('puts the stylesheet in every storefront page after the app’s own, and names the site and its favicon in the head', async () => {
    const home = await page('/');
    const head = home.slice(0, home.indexOf('</head>'));
    // Both inline (nothing to fetch before the first paint), the theme's last, so its rules win: the very stylesheet /api/theme.css gives.
    const styles = [...head.matchAll(/<style( id="theme-style")?>([\s\S]*?)<\/style>/g)];
    expect(styles.length).toBe(2);
    expect(styles[1]![1]).toBe(' id="theme-style"');
    expect(styles[1]![2]).toBe(await (await fetch(`${base}/api/theme.css`)).text());
    expect(head).not.toContain('<link rel="stylesheet"');
    // The theme's settings come in the page (its data block).
    expect(pageReads(home).has('/api/theme-settings')).toBe(true);
    expect(head).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');

    expect((await admin.put('/api/theme-settings', { siteName: 'Tide Studio', favicon: '/objects/uploads/favicon-test.png' })).status).toBe(200);
    // The gateway drops its kept pages when the artist saves: the next visit shows the change.
    const prints = await page('/prints');
    expect(prints).toContain('<title>Prints | Tide Studio</title>');
    expect(prints).toContain('<link rel="icon" href="/objects/uploads/favicon-test.png" />');
    expect(prints).not.toContain('/favicon.svg');
    expect(prints).toContain('<meta property="og:site_name" content="Tide Studio" />');
  });
});
