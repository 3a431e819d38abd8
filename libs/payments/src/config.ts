import type { PaymentAndBillingProvider } from './provider.js';
import { StripePaymentProvider, type StripeProviderOptions } from './stripe-provider.js';

/** A missing or contradictory payment setting: the service refuses to start, naming it. */
export class PaymentConfigurationError extends Error {}

/** Stripe's settings, all required before the shop takes real payments. */
export const STRIPE_SETTINGS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/**
 * STRIPE_JS_URL: another Stripe.js than js.stripe.com's (the Stripe emulator's). Only with a test key:
 * a shop taking real money loads the card form from Stripe alone.
 */
function stripeJsUrlFromEnv(env: NodeJS.ProcessEnv, secretKey: string): string | null {
  const value = env.STRIPE_JS_URL?.trim();
  if (!value) return null;
  if (!/^(sk|rk)_test_/.test(secretKey))
    throw new PaymentConfigurationError('STRIPE_JS_URL is only for a Stripe test key (the Stripe emulator): a live shop loads Stripe.js from js.stripe.com');
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new PaymentConfigurationError(`STRIPE_JS_URL must be an http(s) address, not '${value}'`);
  return value;
}

/**
 * Stripe's settings from the environment, checked: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and
 * STRIPE_WEBHOOK_SECRET are required everywhere (npm start and the tests run the Stripe emulator and
 * set test keys for it; STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL point the SDK at it). A
 * part without them refuses to start, naming those missing; in production that means no real payments
 * without a live configuration. Throws PaymentConfigurationError before anything is connected.
 */
export function paymentSettingsFromEnv(env: NodeJS.ProcessEnv): StripeProviderOptions {
  const missing = STRIPE_SETTINGS.filter((name) => !env[name]?.trim());
  if (missing.length === STRIPE_SETTINGS.length)
    throw new PaymentConfigurationError(
      env.NODE_ENV?.trim() === 'production'
        ? `NODE_ENV is production, so the shop takes real payments through Stripe: set ${missing.join(', ')}`
        : `No payment provider: set ${missing.join(', ')} (npm start runs the Stripe emulator with test keys and sets them)`,
    );
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey)
    throw new PaymentConfigurationError(`Stripe's keys are set but not STRIPE_SECRET_KEY: set STRIPE_SECRET_KEY (the secret key of the same account)`);
  if (missing.length > 0) throw new PaymentConfigurationError(`STRIPE_SECRET_KEY is set, so ${missing.join(' and ')} must be set too`);
  const protocol = env.STRIPE_API_PROTOCOL?.trim();
  if (protocol && protocol !== 'http' && protocol !== 'https')
    throw new PaymentConfigurationError(`STRIPE_API_PROTOCOL must be http or https, not '${protocol}'`);
  const port = env.STRIPE_API_PORT?.trim();
  if (port && !/^\d{1,5}$/.test(port)) throw new PaymentConfigurationError(`STRIPE_API_PORT must be a port number, not '${port}'`);
  const stripeJsUrl = stripeJsUrlFromEnv(env, secretKey);
  return {
    secretKey,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY!.trim(),
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!.trim(),
    ...(env.STRIPE_API_HOST?.trim() ? { host: env.STRIPE_API_HOST.trim() } : {}),
    ...(port ? { port: Number(port) } : {}),
    ...(protocol ? { protocol: protocol as 'http' | 'https' } : {}),
    ...(stripeJsUrl ? { stripeJsUrl } : {}),
  };
}

/** The provider paymentSettingsFromEnv describes: Stripe, through its SDK. */
export function paymentProviderFromEnv(env: NodeJS.ProcessEnv): PaymentAndBillingProvider {
  return new StripePaymentProvider(paymentSettingsFromEnv(env));
}
