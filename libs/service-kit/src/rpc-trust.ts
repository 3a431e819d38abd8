import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Caller, RequestContext } from '@artshop/contracts';
import { baseConfigSchema, loadConfig, type BaseConfig } from './config.js';
import { AppError } from './errors.js';

/** What a part without RPC_SECRET uses outside production, so that the parts on one machine agree. */
const DEVELOPMENT_SECRET = 'local-development-rpc-secret-change-me-0123456789';

const rpcSecretSchema = baseConfigSchema.pick({ NODE_ENV: true, RPC_SECRET: true });

/**
 * How long a request context the gateway signed stays good: the gateway's request and the calls the
 * services make for it take seconds (RPC_TIMEOUT_MS, an AI analysis longer), and pods' clocks may differ.
 */
const CONTEXT_VALID_MS = 5 * 60_000;
const CLOCK_SKEW_MS = 60_000;

export const UNPROVEN_CALL_MESSAGE = 'This call does not prove that it comes from a part of this shop.';
export const UNSIGNED_CALLER_MESSAGE = "This call's caller was not signed by the gateway.";

/**
 * The shared secret of one deployment (RPC_SECRET), and what the parts prove with it:
 *
 * - every call frame carries an HMAC-SHA256 of its bytes and of a random challenge the service sent
 *   when the connection opened, so a frame from outside the shop is refused and one seen on the
 *   network cannot be sent again over another connection;
 * - the request context (who is calling) is signed by the gateway when it builds it from the
 *   session, with the time; services check it and pass it on unchanged when they call one another.
 *   A context naming nobody (no user, role or session: a visitor, a sweep) needs no signature, so
 *   a service may always lower a caller to that. A request the gateway forwards to a service's HTTP
 *   port carries the same signed context in a header (REQUEST_CONTEXT_HEADER).
 *
 * Each use has its own key derived from the secret.
 */
export class RpcTrust {
  private readonly frameKey: Buffer;
  private readonly contextKey: Buffer;

  constructor(secret: string) {
    this.frameKey = createHmac('sha256', secret).update('artshop rpc frame').digest();
    this.contextKey = createHmac('sha256', secret).update('artshop rpc context').digest();
  }

  /** A service's challenge for a new connection. */
  static challenge(): string {
    return randomBytes(16).toString('hex');
  }

  frameProof(challenge: string, frame: string): string {
    return createHmac('sha256', this.frameKey).update(challenge).update(frame).digest('hex');
  }

  isFrameProven(challenge: string, frame: string, proof: string): boolean {
    return sameHex(this.frameProof(challenge, frame), proof);
  }

  /** The context with the gateway's signature: `proof` is "<signed at, ms>.<HMAC of the time and the rest>". */
  signContext(ctx: RequestContext): RequestContext {
    const { proof: _, ...claims } = ctx;
    const signedAt = Date.now();
    return { ...claims, proof: `${signedAt}.${this.contextSignature(signedAt, claims)}` };
  }

  isContextTrusted(ctx: RequestContext | undefined, now = Date.now()): boolean {
    if (!ctx || typeof ctx !== 'object') return false;
    if (isNobody(ctx.caller)) return true;
    const { proof, ...claims } = ctx;
    const [at, signature] = typeof proof === 'string' ? proof.split('.') : [];
    const signedAt = Number(at);
    if (!signature || !Number.isSafeInteger(signedAt) || now - signedAt > CONTEXT_VALID_MS || signedAt - now > CLOCK_SKEW_MS) return false;
    return sameHex(this.contextSignature(signedAt, claims), signature);
  }

  /** The signed context as REQUEST_CONTEXT_HEADER's value: its JSON in base64url, which any header can hold. */
  contextHeader(ctx: RequestContext): string {
    return Buffer.from(JSON.stringify(this.signContext(ctx))).toString('base64url');
  }

  /** The context in REQUEST_CONTEXT_HEADER, checked as a call's is: a 401 when it is missing, altered or out of date. */
  trustedContextOf(header: string | string[] | undefined): RequestContext {
    const ctx = typeof header === 'string' ? parseContext(header) : undefined;
    if (!ctx || !this.isContextTrusted(ctx)) throw AppError.unauthorized(UNSIGNED_CALLER_MESSAGE);
    return ctx;
  }

  private contextSignature(signedAt: number, claims: Omit<RequestContext, 'proof'>): string {
    return createHmac('sha256', this.contextKey).update(`${signedAt}.`).update(JSON.stringify(claims)).digest('hex');
  }
}

function parseContext(header: string): RequestContext | undefined {
  try {
    return JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as RequestContext;
  } catch {
    return undefined;
  }
}

/** A caller with nothing set: what any visitor may do through the gateway, no more. */
function isNobody(caller: Caller | undefined): boolean {
  return typeof caller === 'object' && caller !== null && Object.values(caller).every((value) => value === null || value === undefined);
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** RPC_SECRET from the environment; production refuses to start without it (a development value otherwise). */
export function rpcTrustFromEnv(env: NodeJS.ProcessEnv | Pick<BaseConfig, 'NODE_ENV' | 'RPC_SECRET'> = process.env): RpcTrust {
  const config = loadConfig(rpcSecretSchema, env as NodeJS.ProcessEnv);
  if (config.NODE_ENV === 'production' && !config.RPC_SECRET) throw new Error('RPC_SECRET must be set in production');
  return new RpcTrust(config.RPC_SECRET ?? DEVELOPMENT_SECRET);
}
