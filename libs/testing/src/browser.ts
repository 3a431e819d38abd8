import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * Debian's Chromium, headless, without the background traffic this closed network refuses. Its pages
 * wait, after each load, until the storefront has taken the server's markup over (see {@link waitForHydration}).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const createContext = browser.newContext.bind(browser);
  const newContext = async (options?: Parameters<Browser['newContext']>[0]) => withStepTimeout(await createContext(options));
  // Without JavaScript nothing hydrates: those pages load as they are.
  browser.newContext = async (options) => (options?.javaScriptEnabled === false ? newContext(options) : withHydratingPages(await newContext(options)));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => loadsWaitForHydration(await newPage(...args));
  return browser;
}

/**
 * A click or a load that waits longer than this fails naming its step: under the test's own limit
 * (60 s), which two of Playwright's default 30 s waits would reach first, reporting only the timeout.
 */
const STEP_TIMEOUT_MS = 25_000;

function withStepTimeout(context: BrowserContext): BrowserContext {
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  return context;
}

function withHydratingPages(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => loadsWaitForHydration(await newPage());
  return context;
}

const instrumented = new WeakSet<Page>();

/** goto, reload, goBack and goForward resolve once a server-rendered page has been hydrated. */
function loadsWaitForHydration(page: Page): Page {
  if (instrumented.has(page)) return page;
  instrumented.add(page);
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = (page[method] as (...args: unknown[]) => Promise<unknown>).bind(page);
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await load(...args);
      await waitForHydration(page);
      return response;
    };
  }
  return page;
}

/**
 * Waits until React has taken over a server-rendered storefront page: its markup shows before the
 * scripts run, and a click that early (which a person, slower than a test, hardly makes) would find no
 * handler yet. Other pages (the admin's, an API answer, a page without JavaScript) pass at once.
 * React marks each element it hydrates with its fiber, the parts of a page (Suspense boundaries) a
 * moment after the whole; the check is a string, as the shop's Content Security Policy allows no other
 * kind of evaluation.
 */
export async function waitForHydration(page: Page, timeoutMs = 15_000): Promise<void> {
  const check = `(() => {
    if (!document.getElementById('shop-state')) return true;
    // (React's own preload links, put before the markup, are not the page's.)
    const elements = document.querySelectorAll('#root *:not(link)');
    return [...elements].every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  })()`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // A page that navigates on (a redirect) is checked again once the next one is there.
    const done = await page.evaluate(check).catch((error: Error) => (/context was destroyed|navigat/i.test(error.message) ? false : Promise.reject(error)));
    if (done) return;
    if (Date.now() > deadline) throw new Error(`${page.url()} was not hydrated within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Pays on the checkout's card form (the Payment Element's frame) with a test card, the one that pays
 * unless told, as a shopper does (the expiry is typed: the field formats it as MM / YY), and waits for
 * the success page.
 */
export async function payWithTestCard(page: Page, cardNumber = '4242 4242 4242 4242'): Promise<void> {
  await typeCard(page, cardNumber);
  await page.waitForURL(/\/checkout\/success\?payment_intent=/);
  await page.getByTestId('order-success').waitFor();
}

/** Types a card into the Payment Element's fields (Stripe's frame, here the emulator's) and presses Pay. */
export async function typeCard(page: Page, cardNumber: string): Promise<void> {
  const fields = page.frameLocator('iframe[title="Secure payment input frame"]');
  await fields.getByLabel('Card number').fill(cardNumber);
  await fields.getByLabel('Expiration date').fill('');
  await fields.getByLabel('Expiration date').pressSequentially('1234');
  await fields.getByLabel('Security code').fill('123');
  await page.getByTestId('pay-button').click();
}

/** Fills the checkout's shipping form as a shopper in Portland, Maine does (the tests' shop ships there). */
export async function fillShippingForm(page: Page, name: string, email: string): Promise<void> {
  const form = page.getByTestId('shipping-form');
  await form.waitFor();
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Street Address').fill('12 Harbour Lane');
  await form.getByLabel('City', { exact: true }).fill('Portland');
  await form.getByLabel('State', { exact: true }).fill('ME');
  await form.getByLabel('ZIP Code').fill('04101');
}
