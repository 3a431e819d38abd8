import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentSetup } from '@artshop/contracts';
import { StripeEmulator, PartProcess, RedisServer, TestSystem, freePort } from '@artshop/testing';

// Which payments a shop takes, and that its visitors are told. The test system runs on the Stripe emulator with
// a test key, which takes Stripe's test cards: every storefront page says "Test mode: no real payments",
// in the server's own markup (nothing moves when the app takes over). The payment parts refuse to start
// without Stripe's settings (in production: no real payments without a live configuration), and in
// production on a Redis that may evict keys.
const BANNER = 'Test mode: no real payments';
const PAGES = ['/', '/shop-all', '/mail-club', '/contact', '/cart', '/checkout', '/product/not-a-product'];

/** The environment without any Stripe setting: what a shop that was never given Stripe's keys runs with. */
const withoutStripe = (env: NodeJS.ProcessEnv) => Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('STRIPE_')));
/** Only the Stripe settings of an environment. */
const stripeOf = (env: NodeJS.ProcessEnv) => Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('STRIPE_')));

/** The storefront's markup for a page as the server sends it (what a visitor sees before any script runs). */
async function serverMarkup(system: TestSystem, path: string): Promise<string> {
  const answer = await fetch(`${system.baseUrl}${path}`, { headers: { accept: 'text/html' } });
  const html = await answer.text();
  return html.slice(html.indexOf('<div id="root">'));
}

describe('a shop on a Stripe test key (the emulator)', () => {
  let system: TestSystem;
  beforeAll(async () => {
    system = await TestSystem.start();
  });
  afterAll(async () => {
    await system?.close();
  });

  it('says it takes no real payments, on every storefront page, in the markup the server sends', async () => {
    const setup = (await (await fetch(`${system.baseUrl}/api/payment-setup`)).json()) as PaymentSetup;
    expect(setup).toEqual({ provider: 'stripe', publishableKey: system.env.STRIPE_PUBLISHABLE_KEY, stripeJsUrl: system.stripe!.stripeJsUrl, testMode: true });
    for (const path of PAGES) {
      const markup = await serverMarkup(system, path);
      expect(markup, `${path} does not say it is in test mode`).toContain(BANNER);
      expect(markup.indexOf(BANNER), `${path} says it below its header`).toBeLessThan(markup.indexOf('<header'));
    }
  });

  describe('in production', () => {
    /**
     * Starts one payment part of this system's shop with NODE_ENV=production, without any Stripe setting
     * unless given: the error it stops with, or null if it started.
     */
    async function startInProduction(part: 'cart-order' | 'subscription', env: Record<string, string | undefined>): Promise<string | null> {
      const [rpc, http] = [await freePort(), await freePort()];
      const process = new PartProcess(
        part,
        // Production's other required secret is given, so what the part refuses is its payments.
        {
          ...withoutStripe(system.env),
          NODE_ENV: 'production',
          CERTIFICATE_LINK_SECRET: 'a-production-certificate-link-secret-0123456789',
          RPC_PORT: String(rpc),
          HTTP_PORT: String(http),
          ...env,
        },
        `http://127.0.0.1:${http}/health/ready`,
      );
      try {
        await process.start();
        return null;
      } catch (error) {
        return (error as Error).message;
      } finally {
        await process.stop();
      }
    }

    it('refuses to start without Stripe, naming the settings it misses', async () => {
      for (const part of ['cart-order', 'subscription'] as const) {
        const error = await startInProduction(part, {});
        expect(error, `${part} started in production without Stripe`).not.toBeNull();
        expect(error).toMatch(/STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/);
      }
    });

    it("starts with Stripe's three settings (test keys here: the emulator's)", async () => {
      expect(await startInProduction('cart-order', stripeOf(system.env))).toBeNull();
    });

    it("refuses a Redis that may evict the event bus' keys (maxmemory-policy allkeys-lru)", async () => {
      const evicting = await RedisServer.start(['--maxmemory-policy', 'allkeys-lru']);
      try {
        const env = { ...stripeOf(system.env), REDIS_URL: evicting.url };
        expect(await startInProduction('cart-order', env)).toMatch(/maxmemory-policy is "allkeys-lru".*noeviction/);
      } finally {
        await evicting.stop();
      }
    });
  });
});

describe('a shop on Stripe with a live key', () => {
  let stripe: StripeEmulator;
  let system: TestSystem;
  beforeAll(async () => {
    // The emulator stands in for Stripe's API; the key's form is what tells a live shop from a test one.
    stripe = await StripeEmulator.start({ secretKey: 'sk_live_fake_shop', publishableKey: 'pk_live_fake' });
    system = await TestSystem.start({ env: { ...stripe.env, STRIPE_WEBHOOK_SECRET: 'whsec_fake' } });
  });
  afterAll(async () => {
    await system?.close();
    await stripe?.close();
  });

  it('shows no test-mode banner', async () => {
    const setup = (await (await fetch(`${system.baseUrl}/api/payment-setup`)).json()) as PaymentSetup;
    expect(setup).toEqual({ provider: 'stripe', publishableKey: 'pk_live_fake', stripeJsUrl: null, testMode: false });
    for (const path of PAGES) expect(await serverMarkup(system, path), path).not.toContain(BANNER);
  });
});
