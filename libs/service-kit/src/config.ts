import { z } from 'zod';
import { DEFAULT_POOL_SIZE } from '@artshop/persistence';

/** Settings every part reads, with defaults that work on a developer's machine. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().min(1).default('postgres://postgres@127.0.0.1:5432/artshop'),
  /** Connections each process may open to PostgreSQL (or the pooler): replicas x this must fit max_connections (docs/operations.md, Connection budget). */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(DEFAULT_POOL_SIZE),
  /** 'transaction' behind PgBouncer or CloudNativePG's Pooler in transaction mode (see dataSourceOptions). */
  DB_POOLER: z.enum(['none', 'transaction']).default('none'),
  REDIS_URL: z.string().min(1).default('redis://127.0.0.1:6379'),
  /** BullMQ key prefix, so test runs and shops sharing a Redis never see each other's jobs. */
  BULL_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/i)
    .default('artshop'),
  BIND_HOST: z.string().default('127.0.0.1'),
  /** The deployment's shared secret every RPC call is proven with (see RpcTrust); required in production. */
  RPC_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** After how long failing an event counts as stuck: the stuck-events metric and the back office's list. */
  EVENTS_STUCK_AFTER_SECONDS: z.coerce.number().int().min(0).default(600),
  // 'info' is what most tools call Nest's 'log' level; accept both.
  LOG_LEVEL: z.preprocess((level) => (level === 'info' ? 'log' : level), z.enum(['fatal', 'error', 'warn', 'log', 'debug', 'verbose'])).default('log'),
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65_535).default(fallback);

/** Reads and checks the environment; a wrong value stops the start with a message saying which and why. */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Configuration is not valid:\n${problems}`);
  }
  return parsed.data;
}

const publicUrlSchema = z.object({
  /** The shop's public address (the gateway's PUBLIC_URL), else PUBLIC_ORIGIN. */
  PUBLIC_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  PUBLIC_ORIGIN: z.url().default('http://localhost:3000'),
});

/**
 * The base of the absolute links a service writes where no request is at hand (a certificate's
 * verification link, a payment page in an e-mail): the gateway's PUBLIC_URL, else PUBLIC_ORIGIN,
 * without a trailing slash, e.g. https://shop.example.com.
 */
export function publicUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const config = loadConfig(publicUrlSchema, env);
  return (config.PUBLIC_URL ?? config.PUBLIC_ORIGIN).replace(/\/+$/, '');
}
