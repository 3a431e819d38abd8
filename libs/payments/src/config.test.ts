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
    expect(provider.setup).toEqual({ provider: 'local', publishableKey: null });
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
    expect(provider.setup).toEqual({ provider: 'stripe', publishableKey: 'pk_test_1' });

    expect(() => paymentProviderFromEnv(dataSource, { STRIPE_SECRET_KEY: 'sk_test_1' }, wiring)).toThrow(
      new PaymentConfigurationError('STRIPE_SECRET_KEY is set, so STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set too'),
    );
    expect(() => paymentProviderFromEnv(dataSource, { ...env, STRIPE_WEBHOOK_SECRET: ' ' }, wiring)).toThrow(/STRIPE_WEBHOOK_SECRET must be set/);
    expect(() => paymentProviderFromEnv(dataSource, { ...env, STRIPE_API_PROTOCOL: 'ftp' }, wiring)).toThrow(PaymentConfigurationError);
  });
});
