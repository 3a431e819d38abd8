import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import connectPgSimple from 'connect-pg-simple';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import type { Caller, Role } from '@artshop/contracts';
import { AUTH_HINT_COOKIE, DB_SCHEMAS } from '@artshop/contracts';
import { prepared } from '@artshop/persistence';
import { AppError, toErrorPayload } from '@artshop/service-kit';
import type { GatewayConfig } from '../config.js';

declare module 'fastify' {
  interface Session {
    userId?: string;
    role?: Role;
    /** The account's e-mail address, handed to services with the caller (Mail Club mails members at it). */
    email?: string;
    /** Set once a guest keeps something in the session (a cart), so the session is saved. */
    guest?: boolean;
    /** When its 30 days last started again (at most daily, see below). */
    renewedAt?: number;
    /** What the account's list of sessions shows: the browser that signed in, and when. */
    userAgent?: string;
    signedInAt?: number;
  }
}

export const SESSION_COOKIE = 'artshop.sid';

type StoreCallback = (error?: unknown, ...results: unknown[]) => void;
type CallbackStore = Record<'get' | 'set' | 'destroy', (...args: unknown[]) => void>;

/**
 * The store's failures as the shop answers any other: PostgreSQL away is a 503 asking to try again, not
 * the driver's words. The session is read and saved in hooks around the route, whose errors Fastify
 * answers itself.
 */
function answeringAsTheShop<S extends object>(store: S): S {
  const methods = store as unknown as CallbackStore;
  for (const name of ['get', 'set', 'destroy'] as const) {
    const original = methods[name].bind(store);
    methods[name] = (...args: unknown[]) => {
      const callback = args.pop() as StoreCallback;
      original(...args, (error: unknown, ...results: unknown[]) => {
        const answer = error ? toErrorPayload(error) : undefined;
        callback(answer?.status === 503 ? new AppError(503, answer.message) : error, ...results);
      });
    };
  }
  return store;
}
const ONE_DAY_MS = 24 * 3600 * 1000;
const THIRTY_DAYS_MS = 30 * ONE_DAY_MS;

/**
 * Server-side sessions in PostgreSQL (identity.sessions), shared by every gateway replica and
 * surviving restarts; the browser only holds a signed, HttpOnly cookie. The store uses the gateway's
 * own connections (`pool`, its data source's), so the gateway's share of PostgreSQL is DB_POOL_SIZE.
 */
export async function registerSessions(fastify: FastifyInstance, config: GatewayConfig, pool: pg.Pool): Promise<() => void> {
  const PgStore = connectPgSimple(fastifySession as never);
  // The store's few statements (read, save, renew, end, prune) run prepared: the read is on every
  // request with a cookie, and PostgreSQL parsed and planned it anew each time.
  const preparedPool = { query: (text: string, values: unknown[]) => pool.query(prepared(text, values)) };
  const store = answeringAsTheShop(
    new PgStore({ pool: preparedPool as unknown as pg.Pool, schemaName: DB_SCHEMAS.gateway, tableName: 'sessions', pruneSessionInterval: 15 * 60 }),
  );
  await fastify.register(fastifyCookie);
  await fastify.register(fastifySession, {
    secret: config.SESSION_SECRET,
    cookieName: SESSION_COOKIE,
    store: store as never,
    saveUninitialized: false,
    // Not saved on every request (a write to PostgreSQL per request with a cookie): renewed below, at most daily.
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.PUBLIC_ORIGIN.startsWith('https:') ? true : 'auto',
      maxAge: THIRTY_DAYS_MS,
      path: '/',
    },
  });
  // The scripts' hint that a signed-in session exists (the session cookie is HttpOnly): set with the
  // session cookie's own path, SameSite, Secure and expiry on every answer to a signed-in session,
  // as the rolling session cookie is renewed; cleared on the first answer without one (sign-out, or
  // a session that expired or was ended elsewhere), so the apps stop asking who is signed in.
  // A visit starts a session's 30 days again; saving that at most once a day keeps reads from writing.
  fastify.addHook('preHandler', async (request) => {
    const session = request.session;
    if (session && request.cookies?.[SESSION_COOKIE] && (session.renewedAt ?? 0) < Date.now() - ONE_DAY_MS) {
      session.touch();
      session.renewedAt = Date.now();
    }
  });
  fastify.addHook('onSend', async (request, reply) => {
    const session = request.session;
    if (session?.userId) {
      const { path, sameSite, secure, domain, expires } = session.cookie;
      reply.setCookie(AUTH_HINT_COOKIE, '1', {
        path,
        sameSite: sameSite ?? undefined,
        secure,
        domain: domain ?? undefined,
        expires: expires ?? undefined,
        httpOnly: false,
      });
    } else if (request.cookies?.[AUTH_HINT_COOKIE] !== undefined) {
      reply.clearCookie(AUTH_HINT_COOKIE, { path: '/' });
    }
  });
  // The data source closes the connections after the gateway's last request.
  return () => {
    store.close();
  };
}

export function callerOf(request: FastifyRequest): Caller {
  const session = request.session;
  return { userId: session?.userId ?? null, role: session?.role ?? null, sessionId: session?.sessionId ?? null, email: session?.email ?? null };
}
