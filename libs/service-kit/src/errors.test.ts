import { describe, expect, it } from 'vitest';
import { RpcException } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { DomainError, registerSchema, type DomainErrorCode, type DomainErrors } from '@artshop/contracts';
import { AppError, DOMAIN_ERROR_ANSWERS, ReplicaStopping, parseInput, toErrorPayload } from './errors.js';

describe('error mapping', () => {
  it('turns a failed validation into a 400 naming the first problem and every field', () => {
    let caught: unknown;
    try {
      parseInput(registerSchema, { email: 'nope', password: 'x', firstName: 'A' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect(toErrorPayload(caught)).toEqual({
      status: 400,
      message: 'Please enter a valid email address',
      errors: {
        email: 'Please enter a valid email address',
        password: 'Password must be at least 8 characters',
        lastName: 'Last name is required',
      },
    });
  });

  it('returns the parsed, normalised value when the input is good', () => {
    expect(parseInput(registerSchema, { email: ' A@B.co ', password: 'long enough', firstName: ' Ann ', lastName: 'Lee' })).toEqual({
      email: 'a@b.co',
      password: 'long enough',
      firstName: 'Ann',
      lastName: 'Lee',
    });
  });

  it('keeps the status of expected failures and hides the details of unexpected ones', () => {
    expect(toErrorPayload(AppError.notFound('Product not found'))).toEqual({ status: 404, message: 'Product not found' });
    expect(toErrorPayload(new RpcException({ status: 409, message: 'Taken' }))).toEqual({ status: 409, message: 'Taken' });
    expect(toErrorPayload({ code: '23505', detail: 'Key (slug)=(x) already exists.' })).toEqual({ status: 409, message: 'This already exists' });
    const unexpected = toErrorPayload(new Error('connection string postgres://secret@db'));
    expect(unexpected.status).toBe(500);
    expect(unexpected.message).not.toContain('secret');
  });
});

describe('HTTP-level errors', () => {
  it('keeps the status and message of framework 4xx errors (malformed JSON, rate limits)', () => {
    expect(toErrorPayload({ statusCode: 429, message: 'Too many attempts. Please wait 15 minute(s) and try again.' })).toEqual({
      status: 429,
      message: 'Too many attempts. Please wait 15 minute(s) and try again.',
    });
    expect(toErrorPayload({ statusCode: 500, message: 'internal detail' }).message).not.toContain('internal detail');
  });
});

describe('failures a caller may try again', () => {
  it('says a call turned away by a stopping replica was not run', () => {
    expect(toErrorPayload(new ReplicaStopping())).toEqual({ status: 503, message: expect.stringContaining('was not run'), notRun: true });
  });

  it('answers 503 asking to try again when PostgreSQL is away or dropped the connection, and 500 for a failed query', () => {
    const away = [
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('query failed'), { driverError: { code: '08006', message: 'connection failure' } }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('read ECONNRESET'),
      new Error('write EPIPE'),
      new Error('Client was closed and is not queryable'),
      Object.assign(new Error('database "shop" is not currently accepting connections'), { code: '55000' }),
      Object.assign(new Error('Query runner already released. Cannot run queries anymore.'), { name: 'QueryRunnerAlreadyReleasedError' }),
    ];
    for (const error of away) expect(toErrorPayload(error)).toMatchObject({ status: 503, message: expect.stringContaining('try again') });
    expect(toErrorPayload(Object.assign(new Error('division by zero'), { code: '22012' }))).toMatchObject({ status: 500 });
  });

  it('answers 503 for a transaction whose connection PostgreSQL terminated between two of its queries', async () => {
    // As in an outage: a payment's transaction holds its connection while it calls catalog, and PostgreSQL drops it meanwhile.
    const dataSource = await new DataSource({ type: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/postgres', poolSize: 2 }).initialize();
    try {
      const failure = await dataSource
        .transaction(async (manager) => {
          const [{ pid }] = await manager.query('SELECT pg_backend_pid() AS pid');
          await dataSource.query('SELECT pg_terminate_backend($1)', [pid]);
          await new Promise((dropped) => setTimeout(dropped, 100));
          await manager.query('SELECT 1');
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failure).toBeDefined();
      expect(toErrorPayload(failure)).toMatchObject({ status: 503, message: expect.stringContaining('try again') });
    } finally {
      await dataSource.destroy();
    }
  });
});

describe('domain refusals', () => {
  const in7Minutes = new Date(Date.now() + 6.5 * 60_000).toISOString();
  /** One refusal of each kind, and the answer the shop gave it before refusals had codes: the same status and words. */
  const cases: { [C in DomainErrorCode]: [DomainErrors[C], { status: number; message: string; errors?: Record<string, string> }] } = {
    SoldOut: [
      { item: '“Blue Hour” (Original 36x48)', left: 0 },
      { status: 409, message: '“Blue Hour” (Original 36x48) has just been sold' },
    ],
    ItemReserved: [
      { item: '“Blue Hour”', reservedUntil: in7Minutes },
      { status: 409, message: "“Blue Hour” is reserved by another buyer for up to 7 more minutes; it comes back on sale if they don't pay" },
    ],
    NotOnSaleYet: [
      { item: '“Blue Hour”', drop: 'Harbour', opensAt: '2026-12-05T18:00:00.000Z', membersOnly: false },
      { status: 409, message: '“Blue Hour” is coming with the drop “Harbour” and goes on sale on Sat, 5 Dec 2026, 18:00 UTC' },
    ],
    ItemUnavailable: [{ item: '“Tide Notes” (Print 18x24)' }, { status: 409, message: '“Tide Notes” (Print 18x24) is no longer available' }],
    ShippingNotOffered: [
      { country: 'France', shippingPaused: false },
      { status: 400, message: "We don't ship to France yet.", errors: { 'customerInfo.shippingAddress.country': "We don't ship to France yet." } },
    ],
    ShippingMethodNotOffered: [
      { shippingMethod: 'pickup' },
      { status: 400, message: 'That shipping method is not offered for this address', errors: { shippingMethod: 'Please choose another shipping method' } },
    ],
    PaymentProviderUnavailable: [{}, { status: 502, message: 'Unable to setup payment. Please try again.' }],
    CheckoutAlreadyPaid: [
      { orderNumber: '1062' },
      {
        status: 409,
        message: 'Your payment for order #1062 has just gone through, so no new checkout was started. Please check your cart before paying for anything else.',
      },
    ],
    CheckoutStartedElsewhere: [{}, { status: 409, message: 'Your checkout was just started again in another window. Please continue there, or try again.' }],
    TooManyCheckouts: [
      { waiting: 2, waitSeconds: 61 },
      {
        status: 409,
        message:
          'You already have 2 checkouts waiting for payment. Please finish paying for one of them, or try again in 2 minutes, when the first one expires.',
      },
    ],
    TooManyPieces: [
      { max: 10, held: 4, waitSeconds: 30 },
      {
        status: 409,
        message:
          'A checkout can hold at most 10 pieces at once, and you already have 4 waiting for payment. Please finish paying for that first, or try again in 1 minute.',
      },
    ],
    PayLinkClosed: [{ state: 'expired' }, { status: 409, message: 'This payment link has expired. Please ask the artist for a new one.' }],
    OrderMoveNotAllowed: [
      { from: 'shipped', to: 'processing' },
      { status: 400, message: 'An order that is shipped can only be marked delivered, not processing.' },
    ],
    OrderRefundedInFull: [{ orderNumber: '1062' }, { status: 409, message: 'Order #1062 was refunded in full, so it cannot be packed or shipped.' }],
    OrderStepNotAllowed: [
      { orderNumber: '1062', step: 'refundInFull', status: 'pending', paymentStatus: 'awaiting_payment' },
      { status: 409, message: 'Order #1062 cannot take this step now: its payment is awaiting payment and it is pending.' },
    ],
    RefundInProgress: [{ orderNumber: '1062' }, { status: 409, message: 'A refund of this order is still being processed. Please try again in a minute.' }],
    RefundExceedsBalance: [
      { orderNumber: '1062', left: '42.50' },
      { status: 400, message: 'The refund amount is more than is left to refund of order #1062 (42.50).' },
    ],
    LineRefundedInFull: [{ item: '“Tide Notes” (Print 18x24)' }, { status: 400, message: '“Tide Notes” (Print 18x24) has already been refunded.' }],
    RefundNotPossible: [
      { orderNumber: '1062' },
      { status: 400, message: "Order #1062 was not paid through the shop's payments, so it cannot be refunded here." },
    ],
    RefundNotMade: [
      { reason: 'connect ECONNREFUSED', kept: true },
      {
        status: 502,
        message: 'The payment provider did not answer (connect ECONNREFUSED). The refund is kept and asked for again in a moment, so it is made once.',
      },
    ],
    RefundNotRecordedYet: [
      {},
      { status: 503, message: 'The money went back to the buyer; the shop could not record the refund yet and finishes it on its own in a moment.' },
    ],
    NotShippedYet: [{ orderNumber: '1062' }, { status: 400, message: 'Order #1062 has not been shipped, so it has no tracking number to correct.' }],
    DiscountCodeUnknown: [
      { code: 'SPRNG10' },
      {
        status: 400,
        message: 'We do not know the discount code SPRNG10. Please check it and try again.',
        errors: { discountCode: 'We do not know the discount code SPRNG10. Please check it and try again.' },
      },
    ],
    DiscountCodeNotStarted: [
      { code: 'WINTER', startsAt: '2026-12-01T09:00:00.000Z' },
      {
        status: 400,
        message: 'This code can be used from Tue, 1 Dec 2026, 09:00 UTC',
        errors: { discountCode: 'This code can be used from Tue, 1 Dec 2026, 09:00 UTC' },
      },
    ],
    DiscountCodeExpired: [{ code: 'SUMMER' }, { status: 400, message: 'This code has expired', errors: { discountCode: 'This code has expired' } }],
    DiscountCodeUsedUp: [{ code: 'FIRST50' }, { status: 400, message: 'This code has been used up', errors: { discountCode: 'This code has been used up' } }],
    DiscountCodeUsedByCustomer: [
      { code: 'WELCOME', times: 1 },
      { status: 400, message: 'You have already used this code', errors: { discountCode: 'You have already used this code' } },
    ],
    DiscountCodeMinimumOrder: [
      { code: 'BIG', minimum: '50.00', currency: 'EUR' },
      { status: 400, message: 'This code needs an order of at least €50.00', errors: { discountCode: 'This code needs an order of at least €50.00' } },
    ],
    DiscountCodeMembersOnly: [
      { code: 'CLUB' },
      { status: 400, message: 'This code is for Mail Club members', errors: { discountCode: 'This code is for Mail Club members' } },
    ],
    DiscountCodeNotApplicable: [
      { code: 'TOTE' },
      {
        status: 400,
        message: 'This code does not apply to the works in your cart',
        errors: { discountCode: 'This code does not apply to the works in your cart' },
      },
    ],
    TooManyDiscountCodeAttempts: [
      { waitSeconds: 600 },
      { status: 429, message: 'Too many wrong discount codes were tried from here. Please wait 10 minutes and try again.' },
    ],
    DiscountCodeTaken: [{ code: 'SPRING10' }, { status: 409, message: 'There is already a discount code SPRING10', errors: { code: 'This code is taken' } }],
  };

  it('answers each with the status and words it had before it had a code, and its code and data', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(DOMAIN_ERROR_ANSWERS).sort());
    for (const [code, [data, answer]] of Object.entries(cases) as Array<[DomainErrorCode, [never, object]]>)
      expect(toErrorPayload(new DomainError(code, data)), code).toEqual({ ...answer, code, data });
  });

  it('says how many pieces one checkout may hold when none are waiting yet', () => {
    expect(toErrorPayload(new DomainError('TooManyPieces', { max: 10, held: 0, waitSeconds: 60 })).message).toBe(
      'A checkout can hold at most 10 pieces at once. Please remove some from your cart, or contact us for a larger order.',
    );
    expect(toErrorPayload(new DomainError('ShippingNotOffered', { country: ' ', shippingPaused: true })).message).toBe(
      'The shop is not sending out orders at the moment.',
    );
  });

  it('keeps status, words and code when another part passes the refusal on (as its service client rethrows it)', () => {
    const first = toErrorPayload(new DomainError('SoldOut', { item: '“Blue Hour”', left: 2 }));
    const passedOn = new AppError(first.status, first.message, first.errors, { code: first.code!, data: first.data });
    expect(toErrorPayload(passedOn)).toEqual({
      status: 409,
      message: 'Only 2 of “Blue Hour” are left',
      code: 'SoldOut',
      data: { item: '“Blue Hour”', left: 2 },
    });
    expect(toErrorPayload(new RpcException(first))).toEqual(first);
  });

  it('gives no code to any other failure', () => {
    expect(toErrorPayload(AppError.conflict('A product with this slug already exists'))).not.toHaveProperty('code', expect.anything());
    expect(toErrorPayload(new Error('boom'))).not.toHaveProperty('code');
  });
});
