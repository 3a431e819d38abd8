import { HttpException } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { z } from 'zod';
import {
  PAY_LINK_MESSAGES,
  DomainError,
  formatMoney,
  notOnSaleYetMessage,
  orderMoveRefusal,
  refundedOrderRefusal,
  releaseTimeWords,
  reservedMessage,
  shippingProblem,
  soldMessage,
  type DomainErrorCode,
  type DomainErrors,
  type RpcErrorPayload,
} from '@artshop/contracts';

/**
 * An expected failure with the HTTP status the caller should see and a message a person understands.
 * `domain`: the code and data of the DomainError it answers, when it came from another part.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly domain?: { code: DomainErrorCode; data: unknown },
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

type DomainAnswer = Pick<RpcErrorPayload, 'status' | 'message' | 'errors'>;

/** '1 minute', '4 minutes': how long until a hold ends, rounded up. */
function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return `${count} minute${count === 1 ? '' : 's'}`;
}

/** A discount code refused: a 400 with the reason on the code's field. */
function codeRefusal(message: string): DomainAnswer {
  return { status: 400, message, errors: { discountCode: message } };
}

/**
 * The one place a domain refusal becomes an answer: its HTTP status and the words a person reads.
 * The services throw DomainError with the facts; what the shopper or the artist is told is here.
 */
export const DOMAIN_ERROR_ANSWERS: { [C in DomainErrorCode]: (data: DomainErrors[C]) => DomainAnswer } = {
  SoldOut: ({ item, left }) => ({ status: 409, message: soldMessage(item, left) }),
  ItemReserved: ({ item, reservedUntil }) => ({ status: 409, message: reservedMessage(item, reservedUntil) }),
  NotOnSaleYet: ({ item, drop, opensAt, membersOnly }) => ({ status: 409, message: notOnSaleYetMessage(item, drop, opensAt, membersOnly) }),
  ItemUnavailable: ({ item }) => ({ status: 409, message: `${item} is no longer available` }),
  ShippingNotOffered: ({ country, shippingPaused }) => {
    const message = shippingProblem(country, shippingPaused);
    return { status: 400, message, errors: { 'customerInfo.shippingAddress.country': message } };
  },
  ShippingMethodNotOffered: () => ({
    status: 400,
    message: 'That shipping method is not offered for this address',
    errors: { shippingMethod: 'Please choose another shipping method' },
  }),
  PaymentProviderUnavailable: () => ({ status: 502, message: 'Unable to setup payment. Please try again.' }),
  CheckoutAlreadyPaid: ({ orderNumber }) => ({
    status: 409,
    message: `Your payment for order #${orderNumber} has just gone through, so no new checkout was started. Please check your cart before paying for anything else.`,
  }),
  CheckoutStartedElsewhere: () => ({ status: 409, message: 'Your checkout was just started again in another window. Please continue there, or try again.' }),
  TooManyCheckouts: ({ waiting, waitSeconds }) => ({
    status: 409,
    message: `You already have ${waiting} checkouts waiting for payment. Please finish paying for one of them, or try again in ${minutes(waitSeconds)}, when the first one expires.`,
  }),
  TooManyPieces: ({ max, held, waitSeconds }) => ({
    status: 409,
    message:
      held > 0
        ? `A checkout can hold at most ${max} pieces at once, and you already have ${held} waiting for payment. Please finish paying for that first, or try again in ${minutes(waitSeconds)}.`
        : `A checkout can hold at most ${max} pieces at once. Please remove some from your cart, or contact us for a larger order.`,
  }),
  PayLinkClosed: ({ state }) => ({ status: 409, message: PAY_LINK_MESSAGES[state] }),
  OrderMoveNotAllowed: ({ from, to }) => ({ status: 400, message: orderMoveRefusal(from, to) }),
  OrderRefundedInFull: ({ orderNumber }) => ({ status: 409, message: refundedOrderRefusal(orderNumber) }),
  OrderStepNotAllowed: ({ orderNumber, status, paymentStatus }) => ({
    status: 409,
    message: `Order #${orderNumber} cannot take this step now: its payment is ${paymentStatus.replace('_', ' ')} and it is ${status}.`,
  }),
  RefundInProgress: () => ({ status: 409, message: 'A refund of this order is still being processed. Please try again in a minute.' }),
  RefundExceedsBalance: ({ orderNumber, left }) => ({
    status: 400,
    message:
      Number(left) > 0
        ? `The refund amount is more than is left to refund of order #${orderNumber} (${left}).`
        : `Order #${orderNumber} has already been refunded in full.`,
  }),
  LineRefundedInFull: ({ item }) => ({ status: 400, message: `${item} has already been refunded.` }),
  RefundNotPossible: ({ orderNumber }) => ({
    status: 400,
    message: `Order #${orderNumber} was not paid through the shop's payments, so it cannot be refunded here.`,
  }),
  RefundNotMade: ({ reason, kept }) => ({
    status: 502,
    message: kept
      ? `The payment provider did not answer (${reason}). The refund is kept and asked for again in a moment, so it is made once.`
      : reason
        ? `The payment provider did not make the refund: ${reason}`
        : 'The payment provider did not make the refund. Please try again.',
  }),
  RefundNotRecordedYet: () => ({
    status: 503,
    message: 'The money went back to the buyer; the shop could not record the refund yet and finishes it on its own in a moment.',
  }),
  DiscountCodeUnknown: ({ code }) => codeRefusal(`We do not know the discount code ${code}. Please check it and try again.`),
  DiscountCodeNotStarted: ({ startsAt }) => codeRefusal(`This code can be used from ${releaseTimeWords(startsAt)}`),
  DiscountCodeExpired: () => codeRefusal('This code has expired'),
  DiscountCodeUsedUp: () => codeRefusal('This code has been used up'),
  DiscountCodeUsedByCustomer: ({ times }) =>
    codeRefusal(times === 1 ? 'You have already used this code' : `You have already used this code ${times} times, as often as it allows`),
  DiscountCodeMinimumOrder: ({ minimum, currency }) => codeRefusal(`This code needs an order of at least ${formatMoney(minimum, currency)}`),
  DiscountCodeMembersOnly: () => codeRefusal('This code is for Mail Club members'),
  DiscountCodeNotApplicable: () => codeRefusal('This code does not apply to the works in your cart'),
  TooManyDiscountCodeAttempts: ({ waitSeconds }) => ({
    status: 429,
    message: `Too many wrong discount codes were tried from here. Please wait ${minutes(waitSeconds)} and try again.`,
  }),
  DiscountCodeTaken: ({ code }) => ({ status: 409, message: `There is already a discount code ${code}`, errors: { code: 'This code is taken' } }),
  NotShippedYet: ({ orderNumber }) => ({ status: 400, message: `Order #${orderNumber} has not been shipped, so it has no tracking number to correct.` }),
};

/** The answer of a domain refusal, with its code and data for the caller. */
export function domainErrorAnswer<C extends DomainErrorCode>(error: DomainError<C>): RpcErrorPayload {
  const answer = (DOMAIN_ERROR_ANSWERS[error.code] as (data: DomainErrors[C]) => DomainAnswer)(error.data);
  return { ...answer, code: error.code, data: error.data };
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
  if (error instanceof DomainError) return domainErrorAnswer(error);
  if (error instanceof AppError) return { status: error.status, message: error.message, errors: error.errors, ...error.domain };
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
