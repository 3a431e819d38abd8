import { StripeEmulator } from './emulator.js';

/*
 * The emulator as its own process (`npm start` runs it in development):
 *   STRIPE_EMULATOR_PORT (12111 unless told), STRIPE_EMULATOR_HOST (127.0.0.1), STRIPE_SECRET_KEY and
 *   STRIPE_PUBLISHABLE_KEY (the keys it accepts; made up unless told), STRIPE_WEBHOOK_URL and
 *   STRIPE_WEBHOOK_SECRET (where it posts its events, signed with that secret), STRIPE_EMULATOR_PUBLIC_URL
 *   (where browsers reach it, when not at its own address: a container's published port).
 */
const env = process.env;
const webhookUrl = env.STRIPE_WEBHOOK_URL?.trim();
const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
if (webhookUrl && !webhookSecret) {
  process.stderr.write('STRIPE_WEBHOOK_URL is set, so STRIPE_WEBHOOK_SECRET must be set too (the secret the shop verifies events with)\n');
  process.exit(1);
}
const emulator = await StripeEmulator.start({
  port: Number(env.STRIPE_EMULATOR_PORT ?? 12111),
  host: env.STRIPE_EMULATOR_HOST ?? '127.0.0.1',
  ...(env.STRIPE_SECRET_KEY ? { secretKey: env.STRIPE_SECRET_KEY } : {}),
  ...(env.STRIPE_PUBLISHABLE_KEY ? { publishableKey: env.STRIPE_PUBLISHABLE_KEY } : {}),
  ...(webhookUrl && webhookSecret ? { webhooks: [{ url: webhookUrl, secret: webhookSecret }] } : {}),
  ...(env.STRIPE_EMULATOR_PUBLIC_URL?.trim() ? { publicUrl: env.STRIPE_EMULATOR_PUBLIC_URL.trim() } : {}),
});
process.stdout.write(`Stripe emulator listening on ${emulator.url} (browsers: ${emulator.publicUrl}; Stripe.js: ${emulator.stripeJsUrl})\n`);
const stop = () => void emulator.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
