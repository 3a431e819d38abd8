import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCAL_WEBHOOK_SECRET, PaymentConfigurationError, paymentProviderFromEnv } from './config.js';
import { LocalPaymentProvider } from './local-provider.js';
import { StripePaymentProvider } from './stripe-provider.js';
import { signPayload } from './webhook.js';

// Which provider the environment chooses (no connection is opened: providers connect on use).
const dataSource = new DataSource({ type: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/unused' });
const wiring = { webhookUrl: 'http://127.0.0.1:5002/webhooks', challengeUrl: (id: string) => `/authenticate/${id}` };

describe('paymentProviderFromEnv', () => {
  it('chooses the local provider without a Stripe key, signing with the development secret', () => {
    const { provider, local } = paymentProviderFromEnv(dataSource, {}, wiring);
    expect(local).toBeInstanceOf(LocalPaymentProvider);
    expect(provider).toBe(local);
    expect(provider.setup).toEqual({ provider: 'local', publishableKey: null, stripeJsUrl: null, testMode: true });
    expect(DEFAULT_LOCAL_WEBHOOK_SECRET).toMatch(/^whsec_local_/);
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_1', object: 'payment_intent' } },
    });
    expect(provider.parseWebhook(payload, signPayload(payload, DEFAULT_LOCAL_WEBHOOK_SECRET))).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      paymentId: 'pi_1',
      subscriptionId: null,
      checkoutSessionId: null,
      invoiceId: null,
    });
  });

  it('signs the local notifications with LOCAL_PAYMENTS_WEBHOOK_SECRET when set', () => {
    const { provider } = paymentProviderFromEnv(dataSource, { LOCAL_PAYMENTS_WEBHOOK_SECRET: 'whsec_local_custom' }, wiring);
    const payload = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_2' } },
    });
    expect(provider.parseWebhook(payload, signPayload(payload, 'whsec_local_custom')).paymentId).toBe('pi_2');
    expect(() => provider.parseWebhook(payload, signPayload(payload, DEFAULT_LOCAL_WEBHOOK_SECRET))).toThrow();
  });

  it('chooses Stripe with a secret key, and needs its publishable key and webhook secret', () => {
    const env = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    };
    const { provider, local } = paymentProviderFromEnv(dataSource, env, wiring);
    expect(provider).toBeInstanceOf(StripePaymentProvider);
    expect(local).toBeNull();
    expect(provider.setup).toEqual({ provider: 'stripe', publishableKey: 'pk_test_1', stripeJsUrl: null, testMode: true });

    expect(() => paymentProviderFromEnv(dataSource, { STRIPE_SECRET_KEY: 'sk_test_1' }, wiring)).toThrow(
      new PaymentConfigurationError('STRIPE_SECRET_KEY is set, so STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set too'),
    );
    expect(() => paymentProviderFromEnv(dataSource, { ...env, STRIPE_WEBHOOK_SECRET: ' ' }, wiring)).toThrow(/STRIPE_WEBHOOK_SECRET must be set/);
    expect(() => paymentProviderFromEnv(dataSource, { ...env, STRIPE_API_PROTOCOL: 'ftp' }, wiring)).toThrow(PaymentConfigurationError);
  });

  it("tells the browser to load the Stripe emulator's Stripe.js only with a test key", () => {
    const env = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    const emulated = { ...env, STRIPE_JS_URL: 'http://127.0.0.1:12111/v3/stripe.js' };
    expect(paymentProviderFromEnv(dataSource, emulated, wiring).provider.setup.stripeJsUrl).toBe('http://127.0.0.1:12111/v3/stripe.js');
    expect(() => paymentProviderFromEnv(dataSource, { ...emulated, STRIPE_SECRET_KEY: 'sk_live_1' }, wiring)).toThrow(
      /STRIPE_JS_URL is only for a Stripe test key/,
    );
    expect(() => paymentProviderFromEnv(dataSource, { ...env, STRIPE_JS_URL: 'javascript:alert(1)' }, wiring)).toThrow(/must be an http\(s\) address/);
  });

  describe('in production', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };

    it('refuses to start without Stripe, naming the missing settings, instead of taking test cards', () => {
      expect(() => paymentProviderFromEnv(dataSource, { NODE_ENV: 'production' }, wiring)).toThrow(PaymentConfigurationError);
      expect(() => paymentProviderFromEnv(dataSource, { NODE_ENV: 'production' }, wiring)).toThrow(
        /STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
      );
      // Only the secret key forgotten: the message names that one alone.
      const withoutKey = { NODE_ENV: 'production', STRIPE_PUBLISHABLE_KEY: 'pk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
      expect(() => paymentProviderFromEnv(dataSource, withoutKey, wiring)).toThrow(/set STRIPE_SECRET_KEY \(/);
      expect(() => paymentProviderFromEnv(dataSource, { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_1' }, wiring)).toThrow(
        /STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set/,
      );
    });

    it('takes real payments through Stripe when its three settings are there', () => {
      const { provider, local } = paymentProviderFromEnv(dataSource, { NODE_ENV: 'production', ...stripe }, wiring);
      expect(provider).toBeInstanceOf(StripePaymentProvider);
      expect(local).toBeNull();
      expect(provider.setup.testMode).toBe(false);
    });

    it('runs the local provider only when PAYMENTS_TEST_MODE=true says so, and never with the public development secret', () => {
      const demo = { NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' };
      expect(() => paymentProviderFromEnv(dataSource, demo, wiring)).toThrow(/LOCAL_PAYMENTS_WEBHOOK_SECRET/);
      expect(() => paymentProviderFromEnv(dataSource, { ...demo, LOCAL_PAYMENTS_WEBHOOK_SECRET: DEFAULT_LOCAL_WEBHOOK_SECRET }, wiring)).toThrow(
        /LOCAL_PAYMENTS_WEBHOOK_SECRET/,
      );
      const { provider, local } = paymentProviderFromEnv(dataSource, { ...demo, LOCAL_PAYMENTS_WEBHOOK_SECRET: 'whsec_demo_own' }, wiring);
      expect(local).toBeInstanceOf(LocalPaymentProvider);
      expect(provider.setup).toEqual({ provider: 'local', publishableKey: null, stripeJsUrl: null, testMode: true });
    });

    it('refuses test mode beside a Stripe key, and a test mode that is neither true nor false', () => {
      expect(() => paymentProviderFromEnv(dataSource, { NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true', ...stripe }, wiring)).toThrow(
        /PAYMENTS_TEST_MODE=true and STRIPE_SECRET_KEY are both set/,
      );
      expect(() => paymentProviderFromEnv(dataSource, { NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'yes' }, wiring)).toThrow(
        /PAYMENTS_TEST_MODE must be true or false/,
      );
    });
  });

  it('chooses the local provider in development and tests (npm start leaves NODE_ENV unset), as test mode', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      const { provider, local } = paymentProviderFromEnv(dataSource, env, wiring);
      expect(local).toBeInstanceOf(LocalPaymentProvider);
      expect(provider.setup).toEqual({ provider: 'local', publishableKey: null, stripeJsUrl: null, testMode: true });
    }
  });

  it("counts Stripe's test keys as test mode: they take no real payments either", () => {
    const env = { STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(paymentProviderFromEnv(dataSource, { ...env, STRIPE_SECRET_KEY: 'sk_test_1' }, wiring).provider.setup.testMode).toBe(true);
    expect(paymentProviderFromEnv(dataSource, { ...env, STRIPE_SECRET_KEY: 'rk_test_1' }, wiring).provider.setup.testMode).toBe(true);
    expect(paymentProviderFromEnv(dataSource, { ...env, STRIPE_SECRET_KEY: 'sk_live_1' }, wiring).provider.setup.testMode).toBe(false);
  });
});
