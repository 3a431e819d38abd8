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
  if (typeof error === 'object' && error) {
    // Fastify's own 4xx errors (malformed JSON, rate limits) carry their status and a safe message.
    const { statusCode, message, code } = error as { statusCode?: unknown; message?: unknown; code?: unknown };
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return { status: statusCode, message: String(message) };
    if (code === PG_UNIQUE_VIOLATION) return { status: 409, message: 'This already exists' };
  }
  return { status: 500, message: 'Something went wrong on our side. Please try again.', unexpected: true };
}
