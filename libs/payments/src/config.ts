import type { DataSource } from 'typeorm';
import { LocalPaymentProvider, type LocalPaymentLogger, type LocalProviderOptions } from './local-provider.js';
import type { PaymentAndBillingProvider } from './provider.js';
import { StripePaymentProvider, type StripeProviderOptions } from './stripe-provider.js';

/** The local provider's signing secret when LOCAL_PAYMENTS_WEBHOOK_SECRET is not set (development and tests only: nothing real is paid). */
export const DEFAULT_LOCAL_WEBHOOK_SECRET = 'whsec_local_development_secret_not_for_production';

/** A missing or contradictory payment setting: the service refuses to start, naming it. */
export class PaymentConfigurationError extends Error {}

export interface PaymentProviderChoice {
  /** Everything the shop does with payments and Mail Club billing goes through this one. */
  provider: PaymentAndBillingProvider;
  /** The same object when it is the local provider (its card form and 3-D Secure page, its delivery loop); null on Stripe. */
  local: LocalPaymentProvider | null;
}

export interface PaymentWiring {
  /** The service's own webhook route, where the local provider posts its notifications. */
  webhookUrl: string;
  /** The local provider's 3-D Secure page for a payment. */
  challengeUrl: (paymentId: string, clientSecret: string) => string;
  logger?: LocalPaymentLogger;
  /** Mail Club's local pages and billing loop (the service that runs subscriptions; it lists CreateLocalBillingTables). */
  billing?: LocalProviderOptions['billing'];
}

/** Stripe's settings, all required before the shop takes real payments. */
export const STRIPE_SETTINGS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/**
 * Whether PAYMENTS_TEST_MODE asks for the local provider on purpose ('true'), which a production
 * shop (a demo) needs; unset or 'false' otherwise. Any other value is a mistake, not a guess.
 */
function testModeFromEnv(env: NodeJS.ProcessEnv): boolean {
  const value = env.PAYMENTS_TEST_MODE?.trim().toLowerCase();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  throw new PaymentConfigurationError(`PAYMENTS_TEST_MODE must be true or false, not '${env.PAYMENTS_TEST_MODE}'`);
}

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

/** The provider the environment asks for, its settings checked (see paymentProviderFromEnv). */
export type PaymentSettings = { provider: 'stripe'; stripe: StripeProviderOptions } | { provider: 'local'; webhookSecret: string };

/**
 * Stripe when STRIPE_SECRET_KEY is set (then STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are
 * required; STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL point it at another server, for
 * tests); otherwise the local provider, signing with LOCAL_PAYMENTS_WEBHOOK_SECRET. The local
 * provider takes test cards, so anyone could pay with 4242…: with NODE_ENV=production it runs only
 * when PAYMENTS_TEST_MODE=true says so, and then never with the published development secret; a
 * production shop without Stripe's settings refuses to start, naming those missing. Throws
 * PaymentConfigurationError before anything is connected.
 */
export function paymentSettingsFromEnv(env: NodeJS.ProcessEnv): PaymentSettings {
  const production = env.NODE_ENV?.trim() === 'production';
  const testMode = testModeFromEnv(env);
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (secretKey && testMode)
    throw new PaymentConfigurationError('PAYMENTS_TEST_MODE=true and STRIPE_SECRET_KEY are both set: unset one (test mode takes no real payments)');
  if (secretKey) {
    const missing = ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((name) => !env[name]?.trim());
    if (missing.length > 0) throw new PaymentConfigurationError(`STRIPE_SECRET_KEY is set, so ${missing.join(' and ')} must be set too`);
    const protocol = env.STRIPE_API_PROTOCOL?.trim();
    if (protocol && protocol !== 'http' && protocol !== 'https')
      throw new PaymentConfigurationError(`STRIPE_API_PROTOCOL must be http or https, not '${protocol}'`);
    const port = env.STRIPE_API_PORT?.trim();
    if (port && !/^\d{1,5}$/.test(port)) throw new PaymentConfigurationError(`STRIPE_API_PORT must be a port number, not '${port}'`);
    const stripeJsUrl = stripeJsUrlFromEnv(env, secretKey);
    return {
      provider: 'stripe',
      stripe: {
        secretKey,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY!.trim(),
        webhookSecret: env.STRIPE_WEBHOOK_SECRET!.trim(),
        ...(env.STRIPE_API_HOST?.trim() ? { host: env.STRIPE_API_HOST.trim() } : {}),
        ...(port ? { port: Number(port) } : {}),
        ...(protocol ? { protocol: protocol as 'http' | 'https' } : {}),
        ...(stripeJsUrl ? { stripeJsUrl } : {}),
      },
    };
  }
  if (production && !testMode) {
    const missing = STRIPE_SETTINGS.filter((name) => !env[name]?.trim());
    throw new PaymentConfigurationError(
      `NODE_ENV is production, so the shop takes real payments through Stripe: set ${missing.join(', ')} (or PAYMENTS_TEST_MODE=true for a demo that takes only test cards)`,
    );
  }
  const webhookSecret = env.LOCAL_PAYMENTS_WEBHOOK_SECRET?.trim();
  if (production && (!webhookSecret || webhookSecret === DEFAULT_LOCAL_WEBHOOK_SECRET))
    throw new PaymentConfigurationError(
      'PAYMENTS_TEST_MODE=true in production needs LOCAL_PAYMENTS_WEBHOOK_SECRET (a random secret of your own): the development one is public',
    );
  return { provider: 'local', webhookSecret: webhookSecret || DEFAULT_LOCAL_WEBHOOK_SECRET };
}

/**
 * The provider paymentSettingsFromEnv chooses, made. The caller starts `local`'s delivery loop
 * (local?.start()) and stops it on shutdown.
 */
export function paymentProviderFromEnv(dataSource: DataSource, env: NodeJS.ProcessEnv, wiring: PaymentWiring): PaymentProviderChoice {
  const settings = paymentSettingsFromEnv(env);
  if (settings.provider === 'stripe') return { provider: new StripePaymentProvider(settings.stripe), local: null };
  const local = new LocalPaymentProvider(dataSource, {
    webhookUrl: wiring.webhookUrl,
    challengeUrl: wiring.challengeUrl,
    webhookSecret: settings.webhookSecret,
    ...(wiring.logger ? { logger: wiring.logger } : {}),
    ...(wiring.billing ? { billing: wiring.billing } : {}),
  });
  return { provider: local, local };
}
