import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantIn, wallTimeIn, type Drop, type PricingTier, type Product } from '@artshop/contracts';
import {
  ApiClient,
  MailCatcher,
  TestSystem,
  fillShippingForm,
  joinMailClub,
  launchBrowser,
  payWithTestCard,
  registerCustomer,
  waitForHydration,
} from '@artshop/testing';

// A drop as the artist schedules it in the back office and a visitor and a Mail Club member meet it, in a
// real browser: the work shows as Coming with a countdown and cannot be added; the member buys it in
// early access; the visitor asks to be told, confirms by the mail's link, is mailed when it opens (the
// release is reached by moving the drop's instant to the database's now: the hour passes) and buys it
// with the test card. Mail reaches a real SMTP server.
let system: TestSystem;
let browser: Browser;
let catcher: MailCatcher;
let admin: ApiClient;
let work: Product;
let print: PricingTier;

// The shop's time zone differs from both browsers': the artist's back office in Tokyo, the visitor in Berlin.
const SHOP_TIME_ZONE = 'America/New_York';
const ARTIST_TIME_ZONE = 'Asia/Tokyo';
const VISITOR_TIME_ZONE = 'Europe/Berlin';

/** An instant as the storefront says a drop's opening: in the shop's zone, naming it. */
const shopTime = (at: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
    timeZoneName: 'short',
  }).format(new Date(at));

const VISITOR = 'drop.collector@example.com';
const MEMBER = { email: 'drop.member@example.com', password: 'correct horse battery', firstName: 'Mo', lastName: 'Member' };
const url = (path: string) => `${system.baseUrl}${path}`;

const mailTo = (address: string, subject: RegExp) =>
  system.eventually(async () => catcher.received.find((mail) => mail.envelopeTo.includes(address) && subject.test(mail.subject)), `a mail to ${address}`);

beforeAll(async () => {
  catcher = await MailCatcher.start();
  [system, browser] = await Promise.all([TestSystem.start({ seed: true, env: { SMTP_URL: catcher.url, MAIL_RETRY_DELAY_MS: '100' } }), launchBrowser()]);
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
  expect((await admin.put('/api/business-settings', { timeZone: SHOP_TIME_ZONE })).status).toBe(200);
  const products = (await admin.get('/api/products')).body as Product[];
  work = products.find((product) => product.status === 'active' && product.pricingTiers.some((tier) => tier.type === 'Print' && tier.stock > 2))!;
  print = work.pricingTiers.find((tier) => tier.type === 'Print' && tier.stock > 2)!;
});

afterAll(async () => {
  await browser?.close();
  await system?.close();
  await catcher?.close();
});

/** Fills the shipping form of the checkout, continues to the card and pays with the test card. */
async function checkOut(page: Page, name: string, email: string): Promise<void> {
  await page.goto(url('/checkout'));
  await fillShippingForm(page, name, email);
  await expect.poll(() => page.getByTestId('continue-to-payment').isEnabled()).toBe(true);
  await page.getByTestId('continue-to-payment').click();
  await page.getByTestId('stripe-form').waitFor();
  await payWithTestCard(page);
}

/** Opens the work's page until its button says `label` (a kept page changes when the drop opens; a member's access is read by the browser), then adds the print. */
async function addWhenSaying(page: Page, label: string): Promise<void> {
  let polls = 0;
  await expect
    .poll(
      async () => {
        if (polls++ % 10 === 0) {
          await page.goto(url(`/product/${work.id}`));
          await waitForHydration(page);
        }
        return page.getByTestId('add-to-cart').textContent();
      },
      { timeout: 20_000 },
    )
    .toBe(label);
  await page
    .getByTestId('tier-option')
    .filter({ has: page.locator(`input[value="${print.id}"]`) })
    .click();
  await page.getByTestId('add-to-cart').click();
  await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1');
}

async function newContext(timezoneId = VISITOR_TIME_ZONE): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId });
  return { context, page: await context.newPage() };
}

describe('a drop', () => {
  let artist: { context: BrowserContext; page: Page };
  let visitor: { context: BrowserContext; page: Page };
  let member: { context: BrowserContext; page: Page };

  afterAll(async () => {
    await artist?.context.close();
    await visitor?.context.close();
    await member?.context.close();
  });

  it('is scheduled in the back office, bought by a member in early access, refused to a visitor, who is told when it opens and buys', async () => {
    // The artist: a new drop with the work, opening in an hour, entered in the shop's time zone from a browser in another.
    artist = await newContext(ARTIST_TIME_ZONE);
    const { page } = artist;
    await page.goto(url('/login?next=/admin/drops'));
    await page.locator('#login-email').fill(system.admin.email);
    await page.locator('#login-password').fill(system.admin.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('new-drop').click();
    await page.locator('#drop-name').fill('Harbour Nights');
    await page.locator('#drop-story').fill('Paintings of the harbour after dark.');
    await page.getByLabel('Search your works').fill(work.name);
    await page
      .getByTestId('work-results')
      .getByRole('button', { name: `Add ${work.name}` })
      .click();
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(ARTIST_TIME_ZONE);
    expect(await page.getByTestId('drop-time-zone').textContent()).toContain(SHOP_TIME_ZONE);
    const inAnHour = wallTimeIn(new Date(Date.now() + 3_600_000), SHOP_TIME_ZONE);
    await page.locator('#drop-release-at').fill(inAnHour);
    await page.locator('#drop-early-access').fill('24');
    await page.getByTestId('save-drop').click();
    await expect.poll(() => page.getByTestId('drop-status').first().textContent()).toBe('Early access');
    expect(await page.getByTestId('drop-name').first().textContent()).toBe('Harbour Nights');
    // Kept as the instant the shop's clock names, and shown again in the shop's zone.
    const drop = ((await admin.get('/api/drops')).body as Drop[]).find((candidate) => candidate.slug === 'harbour-nights')!;
    expect(drop.releaseAt).toBe(instantIn(inAnHour, SHOP_TIME_ZONE)!.toISOString());
    await page.getByTestId('drop-name').first().click();
    expect(await page.locator('#drop-release-at').inputValue()).toBe(inAnHour);
    await page.getByRole('button', { name: 'Drops', exact: true }).click();

    // The visitor: Coming, a countdown, no Add to Cart; the server refuses an add all the same.
    visitor = await newContext();
    const shopper = visitor.page;
    await shopper.goto(url(`/product/${work.id}`));
    await waitForHydration(shopper);
    expect(await shopper.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(VISITOR_TIME_ZONE);
    await expect.poll(() => shopper.getByTestId('coming-badge').textContent()).toBe(`Coming ${shopTime(drop.releaseAt)}`);
    await expect.poll(() => shopper.getByTestId('drop-countdown').textContent()).toMatch(/^Opens in (59 min|1 h)/);
    expect(await shopper.getByTestId('add-to-cart').isDisabled()).toBe(true);
    expect(await shopper.getByTestId('add-to-cart').textContent()).toBe('Coming soon');
    const refused = await shopper.request.post(url('/api/cart'), {
      data: { productId: work.id, tierId: print.id, quantity: 1 },
      headers: { origin: system.baseUrl },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain(
      'is open to Mail Club members only until the drop “Harbour Nights” opens to everyone',
    );

    // Its card in the shop's list says so too, in the same words.
    await shopper.goto(url(`/shop-all?q=${encodeURIComponent(work.name)}`));
    await waitForHydration(shopper);
    const card = shopper.locator(`[data-testid="product-card"][data-product-id="${work.id}"]`);
    expect(await card.getByTestId('card-coming-badge').textContent()).toBe(`Coming ${shopTime(drop.releaseAt)}`);
    await shopper.goto(url(`/product/${work.id}`));

    // A Mail Club member: Members' early access is open, and the work is theirs to buy.
    const memberApi = new ApiClient(system.baseUrl);
    expect((await registerCustomer(system, memberApi, MEMBER)).status).toBe(201);
    const [plan] = (await memberApi.get('/api/subscription-plans')).body as Array<{ id: string }>;
    await joinMailClub(memberApi, plan!.id);
    member = await newContext();
    const login = await member.page.request.post(url('/api/auth/login'), {
      data: { email: MEMBER.email, password: MEMBER.password },
      headers: { origin: system.baseUrl },
    });
    expect(login.status()).toBe(200);
    await addWhenSaying(member.page, 'Add to Cart');
    expect(await member.page.getByTestId('coming-badge').textContent()).toBe("Members' early access is open");
    await checkOut(member.page, 'Mo Member', MEMBER.email);
    // Still only for members: the visitor's page says Coming.
    await shopper.reload();
    await waitForHydration(shopper);
    await expect.poll(() => shopper.getByTestId('coming-badge').textContent()).toMatch(/^Coming /);

    // Notify me, from the drop's page, confirmed by the mail's link.
    await shopper.getByTestId('drop-link').click();
    await shopper.waitForURL(/\/drops\/harbour-nights$/);
    expect(await shopper.getByTestId('drop-title').textContent()).toBe('Harbour Nights');
    await shopper.getByTestId('notify-me').getByLabel('Tell me when it opens').fill(VISITOR);
    await shopper.getByTestId('notify-me-submit').click();
    await shopper.getByTestId('notify-me-done').waitFor();
    const confirmation = await mailTo(VISITOR, /^Please confirm/);
    await shopper.goto(/https?:\/\/\S+\/api\/drop-alerts\/confirm\?token=[\w-]+/.exec(confirmation.text)![0]);
    await shopper.waitForURL(/\/drops\/harbour-nights\?notify=confirmed$/);

    // The hour passes: the drop opens, the visitor is mailed, and the work is for sale.
    await system.query(`UPDATE catalog.drops SET release_at = now() WHERE slug = 'harbour-nights'`);
    const opened = await mailTo(VISITOR, /is open now$/);
    expect(opened.text).toContain('/drops/harbour-nights');
    await addWhenSaying(shopper, 'Add to Cart');
    await checkOut(shopper, 'Dee Collector', VISITOR);
    expect(catcher.received.filter((mail) => mail.envelopeTo.includes(VISITOR) && /is open now$/.test(mail.subject))).toHaveLength(1);
  });
});
