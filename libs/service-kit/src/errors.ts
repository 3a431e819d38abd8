import { HttpException } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { z } from 'zod';
import type { RpcErrorPayload } from '@artshop/contracts';

/** An expected failure with the HTTP status the caller should see and a message a person understands. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }

  static badRequest(message: string, errors?: Record<string, string>) {
    return new AppError(400, message, errors);
  }
  static unauthorized(message = 'Not authenticated') {
    return new AppError(401, message);
  }
  static forbidden(message = 'You do not have access to this') {
    return new AppError(403, message);
  }
  static notFound(message: string) {
    return new AppError(404, message);
  }
  static conflict(message: string) {
    return new AppError(409, message);
  }
}

/**
 * A call that reached a replica already stopping (RpcDrain): it was not run, so the caller sends it
 * again, to another replica. Its payload says so with `notRun`.
 */
export class ReplicaStopping extends AppError {
  constructor() {
    super(503, 'This replica of the service is stopping; the call was not run. Please try again.');
  }
}

/** Field path → first message, e.g. { "pricingTiers.0.size": "Size is required" }. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Validates input with a shared schema; a failure becomes a 400 naming the first problem. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw AppError.badRequest(Object.values(errors)[0] ?? 'The request is not valid', errors);
}

const PG_UNIQUE_VIOLATION = '23505';
/** PostgreSQL's connection exceptions (class 08) and its shutdown or a terminated session (57P01-57P03). */
const PG_UNAVAILABLE = /^(08\d\d\d|57P0[123])$/;
/**
 * node-postgres' own words when the server went away, a client's connection broke under it or no
 * connection came in time, and PostgreSQL's for a closed database.
 */
const PG_CONNECTION_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|read ECONNRESET|write EPIPE|Client has encountered a connection error|Client was closed)|is not currently accepting connections/;

/**
 * PostgreSQL is away or dropped the connection (a restart, a failover, a terminated session): the
 * request can succeed in a moment, so its answer is a 503, not a 500.
 */
function databaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, name, driverError } = error as {
    code?: unknown;
    message?: unknown;
    name?: unknown;
    driverError?: { code?: unknown; message?: unknown };
  };
  // TypeORM lets go of a transaction's connection once PostgreSQL dropped it; the transaction's next query says so.
  if (name === 'QueryRunnerAlreadyReleasedError' || name === 'QueryRunnerProviderAlreadyReleasedError') return true;
  const pgCode = typeof code === 'string' ? code : driverError?.code;
  const text = String(driverError?.message ?? message ?? '');
  return (typeof pgCode === 'string' && PG_UNAVAILABLE.test(pgCode)) || PG_CONNECTION_LOST.test(text);
}

/** The unique constraint a failed write ran into (PostgreSQL 23505), e.g. 'products_slug_key'. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint, driverError } = error as { code?: unknown; constraint?: unknown; driverError?: { code?: unknown; constraint?: unknown } };
  if (code === PG_UNIQUE_VIOLATION && typeof constraint === 'string') return constraint;
  if (driverError?.code === PG_UNIQUE_VIOLATION && typeof driverError.constraint === 'string') return driverError.constraint;
  return undefined;
}

/** Turns a duplicate (a unique constraint named in `messages`) into a 409 saying what is taken; rethrows anything else. */
export function rethrowAsConflict(error: unknown, messages: Record<string, string>): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint && messages[constraint]) throw AppError.conflict(messages[constraint]);
  throw error;
}

/** Turns any thrown value into the payload a service sends back and the gateway maps to HTTP. */
export function toErrorPayload(error: unknown): RpcErrorPayload & { unexpected?: true } {
  if (error instanceof ReplicaStopping) return { status: error.status, message: error.message, notRun: true };
  if (error instanceof AppError) return { status: error.status, message: error.message, errors: error.errors };
  if (error instanceof z.ZodError) return toErrorPayload(AppError.badRequest(error.issues[0]?.message ?? 'Invalid request', fieldErrors(error)));
  if (error instanceof RpcException) {
    const inner = error.getError();
    if (typeof inner === 'object' && inner && 'status' in inner) return inner as RpcErrorPayload;
  }
  if (error instanceof HttpException) {
    const body = error.getResponse();
    const message = typeof body === 'string' ? body : (body as { message?: unknown }).message;
    return { status: error.getStatus(), message: Array.isArray(message) ? message.join(', ') : String(message ?? error.message) };
  }
  if (databaseUnavailable(error)) return { status: 503, message: 'The shop is unavailable for a moment. Please try again shortly.', unexpected: true };
  if (typeof error === 'object' && error) {
    // Fastify's own 4xx errors (malformed JSON, rate limits) carry their status and a safe message.
    const { statusCode, message, code } = error as { statusCode?: unknown; message?: unknown; code?: unknown };
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return { status: statusCode, message: String(message) };
    if (code === PG_UNIQUE_VIOLATION) return { status: 409, message: 'This already exists' };
  }
  return { status: 500, message: 'Something went wrong on our side. Please try again.', unexpected: true };
}
