import { z } from 'zod';
import { loadConfig } from '@artshop/service-kit';

export const MAIL_SETTINGS = Symbol('MAIL_SETTINGS');

// An empty variable (docker compose's `SMTP_URL:`) means "not set".
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

const mailConfigSchema = z.object({
  /** Public address of the shop, used for links in e-mails. */
  PUBLIC_ORIGIN: z.url().default('http://localhost:3000'),
  /** The shop's name as mail shows it (sender name, signatures). */
  SHOP_NAME: z.string().trim().min(1).default('Art Studio'),
  /** Where new messages and inquiries are announced; also the default sender and reply address. */
  ARTIST_EMAIL: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address')
    .default('studio@localhost'),
  /** Sender, e.g. `"Mara Ellison Studio" <studio@example.com>`; defaults to SHOP_NAME <ARTIST_EMAIL>. */
  MAIL_FROM: z.preprocess(unsetWhenEmpty, z.string().min(3).optional()),
  /** smtp://user:pass@host:587 or smtps://…:465; unset: the development mailbox (the log is the mailbox). */
  SMTP_URL: z.preprocess(unsetWhenEmpty, z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  /** Delivery attempts per mail before it is marked failed, and the first retry delay (doubling each time). */
  MAIL_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  MAIL_RETRY_DELAY_MS: z.coerce.number().int().min(10).default(5_000),
});

export interface MailSettings {
  shopUrl: string;
  shopName: string;
  artistEmail: string;
  from: string;
  smtpUrl: string | undefined;
  attempts: number;
  retryDelayMs: number;
}

export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const config = loadConfig(mailConfigSchema, env);
  return {
    shopUrl: config.PUBLIC_ORIGIN.replace(/\/+$/, ''),
    shopName: config.SHOP_NAME,
    artistEmail: config.ARTIST_EMAIL,
    from: config.MAIL_FROM ?? `"${config.SHOP_NAME.replaceAll('"', "'")}" <${config.ARTIST_EMAIL}>`,
    smtpUrl: config.SMTP_URL,
    attempts: config.MAIL_ATTEMPTS,
    retryDelayMs: config.MAIL_RETRY_DELAY_MS,
  };
}
