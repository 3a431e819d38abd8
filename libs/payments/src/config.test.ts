import { describe, expect, it } from 'vitest';
import { PaymentConfigurationError, paymentProviderFromEnv } from './config.js';
import { StripePaymentProvider } from './stripe-provider.js';
import { signPayload } from './webhook.js';

// Which Stripe the environment configures (no connection is opened: the SDK connects on use).
const testKeys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };

describe('paymentProviderFromEnv', () => {
  it('talks to Stripe through its SDK, pointed at another server (the Stripe emulator) when told, and checks its signed events', () => {
    const env = { ...testKeys, STRIPE_API_HOST: '127.0.0.1', STRIPE_API_PORT: '12111', STRIPE_API_PROTOCOL: 'http' };
    const provider = paymentProviderFromEnv(env);
    expect(provider).toBeInstanceOf(StripePaymentProvider);
    expect(provider.setup).toEqual({ provider: 'stripe', publishableKey: 'pk_test_1', stripeJsUrl: null, testMode: true });
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_1', object: 'payment_intent' } },
    });
    expect(provider.parseWebhook(payload, signPayload(payload, 'whsec_1'))).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      paymentId: 'pi_1',
      subscriptionId: null,
      checkoutSessionId: null,
      invoiceId: null,
    });
    expect(() => provider.parseWebhook(payload, signPayload(payload, 'whsec_other'))).toThrow();

    expect(() => paymentProviderFromEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      new PaymentConfigurationError('STRIPE_SECRET_KEY is set, so STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set too'),
    );
    expect(() => paymentProviderFromEnv({ ...env, STRIPE_WEBHOOK_SECRET: ' ' })).toThrow(/STRIPE_WEBHOOK_SECRET must be set/);
    expect(() => paymentProviderFromEnv({ ...env, STRIPE_API_PROTOCOL: 'ftp' })).toThrow(PaymentConfigurationError);
    expect(() => paymentProviderFromEnv({ ...env, STRIPE_API_PORT: 'twelve' })).toThrow(/STRIPE_API_PORT must be a port number/);
  });

  it('refuses to start without Stripe in development and tests too, saying that npm start sets the emulator up', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }])
      expect(() => paymentProviderFromEnv(env)).toThrow(
        /^No payment provider: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET \(npm start/,
      );
  });

  it("tells the browser to load the Stripe emulator's Stripe.js only with a test key", () => {
    const emulated = { ...testKeys, STRIPE_JS_URL: 'http://127.0.0.1:12111/v3/stripe.js' };
    expect(paymentProviderFromEnv(emulated).setup.stripeJsUrl).toBe('http://127.0.0.1:12111/v3/stripe.js');
    expect(() => paymentProviderFromEnv({ ...emulated, STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(/STRIPE_JS_URL is only for a Stripe test key/);
    expect(() => paymentProviderFromEnv({ ...testKeys, STRIPE_JS_URL: 'javascript:alert(1)' })).toThrow(/must be an http\(s\) address/);
  });

  describe('in production', () => {
    const live = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };

    it('refuses to start without Stripe, naming the missing settings', () => {
      expect(() => paymentProviderFromEnv({ NODE_ENV: 'production' })).toThrow(PaymentConfigurationError);
      expect(() => paymentProviderFromEnv({ NODE_ENV: 'production' })).toThrow(
        /^NODE_ENV is production, so the shop takes real payments through Stripe: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET$/,
      );
      // Only the secret key forgotten: the message names that one alone.
      expect(() => paymentProviderFromEnv({ NODE_ENV: 'production', STRIPE_PUBLISHABLE_KEY: 'pk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
        /set STRIPE_SECRET_KEY \(/,
      );
      expect(() => paymentProviderFromEnv({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(
        /STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set/,
      );
    });

    it('takes real payments through Stripe when its three settings are there', () => {
      const provider = paymentProviderFromEnv({ NODE_ENV: 'production', ...live });
      expect(provider).toBeInstanceOf(StripePaymentProvider);
      expect(provider.setup.testMode).toBe(false);
    });
  });

  it("counts Stripe's test keys as test mode: they take no real payments", () => {
    const env = { STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(paymentProviderFromEnv({ ...env, STRIPE_SECRET_KEY: 'sk_test_1' }).setup.testMode).toBe(true);
    expect(paymentProviderFromEnv({ ...env, STRIPE_SECRET_KEY: 'rk_test_1' }).setup.testMode).toBe(true);
    expect(paymentProviderFromEnv({ ...env, STRIPE_SECRET_KEY: 'sk_live_1' }).setup.testMode).toBe(false);
  });
});
