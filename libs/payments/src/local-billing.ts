import { randomInt } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Currency } from '@artshop/contracts';
import type {
  CreateMonthlyPriceInput,
  CreateSubscriptionCheckoutInput,
  ListSubscriptionsInput,
  ProviderCheckoutSession,
  ProviderCheckoutSessionRef,
  ProviderPrice,
  ProviderProduct,
  ProviderShippingAddress,
  ProviderSubscription,
  SwitchSubscriptionPriceInput,
  UpsertProductInput,
} from './billing.js';
import { LocalBillingClock, LocalCheckoutSession, LocalInvoice, LocalPrice, LocalProduct, LocalSubscription } from './local-billing-entities.js';
import { PaymentNotFoundError, PaymentProviderError } from './provider.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** An unpaid Checkout Session expires after 24 hours, an incomplete subscription after 23 (as at Stripe). */
const SESSION_LIFETIME_MS = 24 * HOUR;
const INCOMPLETE_LIFETIME_MS = 23 * HOUR;
/** Renewal retries after a failed charge: day 1, 3 and 7 after it; the third failed retry cancels. */
const RETRY_DAYS = [1, 3, 7];

type CardRule = { outcome: 'succeed' } | { outcome: 'authenticate' } | { outcome: 'decline'; message: string };
/** Stripe's test cards (https://docs.stripe.com/testing), as the cart's card form knows them. */
const TEST_CARDS: Record<string, CardRule> = {
  '4242424242424242': { outcome: 'succeed' },
  '4000000000000002': { outcome: 'decline', message: 'Your card was declined.' },
  '4000000000009995': { outcome: 'decline', message: 'Your card has insufficient funds.' },
  '4000000000000069': { outcome: 'decline', message: 'Your card has expired.' },
  '4000000000000127': { outcome: 'decline', message: "Your card's security code is incorrect." },
  // Attaching succeeds, charging fails (the first payment of a subscription is a charge).
  '4000000000000341': { outcome: 'decline', message: 'Your card was declined.' },
  '4000002760003184': { outcome: 'authenticate' },
};
const NON_TEST_CARD_MESSAGE = 'Your card was declined. Your request was in test mode, but used a non test card.';
const AUTHENTICATION_FAILED_MESSAGE = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

export interface LocalBillingUrls {
  /** The hosted checkout page for a session (the storefront's page for the local provider). */
  checkoutUrl: (sessionId: string) => string;
  /** The 3-D Secure page of a checkout session. */
  checkoutChallengeUrl: (sessionId: string) => string;
  /** Where the customer pays an open invoice (fixes the card). */
  invoiceUrl: (invoiceId: string) => string;
}

/** What the hosted checkout page shows. */
export interface LocalCheckoutDescription {
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  planName: string;
  amountCents: number;
  currency: Currency;
  interval: 'month';
  customerEmail: string | null;
  cancelUrl: string;
  /** The last refusal of a card, in a person's words. */
  failureMessage: string | null;
}

export interface LocalCheckoutPayment {
  sessionId: string;
  cardNumber: string;
  /** 'MM/YY'. */
  expiry: string;
  cvc: string;
  shippingAddress: ProviderShippingAddress;
}

/** What the hosted invoice page shows (Stripe's hosted invoice page: pay an open invoice with another card). */
export interface LocalInvoiceDescription {
  invoiceId: string;
  /** Stripe's invoice statuses: open (to pay), paid, void, uncollectible. */
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  planName: string;
  amountCents: number;
  currency: Currency;
  /** Why the last charge failed, in a person's words. */
  failureMessage: string | null;
}

/** complete: go to redirectUrl (the success URL); requires_action: go to redirectUrl (3-D Secure); open: show errorMessage; expired: start again. */
export interface LocalCheckoutResult {
  status: 'complete' | 'requires_action' | 'open' | 'expired';
  errorMessage: string | null;
  redirectUrl: string | null;
}

export type RecordBillingEvent = (manager: EntityManager, type: string, object: Record<string, unknown>, created: Date) => Promise<void>;

/**
 * The local provider's Stripe Billing: products, monthly prices, a hosted subscription checkout with
 * the test cards, subscriptions that renew by a local clock (Stripe's test clocks: advanceClock), failed
 * renewals retried on day 1, 3 and 7 then canceled, and the notifications Stripe sends for each.
 * Every change and its notifications are written in one transaction by `write`.
 */
export class LocalBilling {
  constructor(
    private readonly dataSource: DataSource,
    private readonly urls: LocalBillingUrls,
    private readonly write: <T>(work: (manager: EntityManager) => Promise<T>) => Promise<T>,
    private readonly recordEvent: RecordBillingEvent,
  ) {}

  // ── Plans ──────────────────────────────────────────────────────────────────────────────────────

  async upsertProduct(input: UpsertProductInput): Promise<{ productId: string }> {
    const repository = this.dataSource.getRepository(LocalProduct);
    if (input.productId) {
      const product = await repository.findOneBy({ id: input.productId });
      if (!product || product.deleted) throw new PaymentNotFoundError(`No such product: '${input.productId}'`);
      await repository.update(
        { id: product.id },
        { name: input.name, description: input.description || null, active: input.active, metadata: { ...input.metadata } },
      );
      return { productId: product.id };
    }
    const id = newId('prod_local_');
    const inserted = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(LocalProduct)
      .values({
        id,
        idempotencyKey: input.idempotencyKey,
        name: input.name,
        description: input.description || null,
        active: input.active,
        deleted: false,
        metadata: { ...input.metadata },
        createdAt: new Date(),
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    if ((inserted.raw as unknown[]).length > 0) return { productId: id };
    return { productId: (await repository.findOneByOrFail({ idempotencyKey: input.idempotencyKey })).id };
  }

  async createMonthlyPrice(input: CreateMonthlyPriceInput): Promise<ProviderPrice> {
    if (!Number.isInteger(input.amountCents) || input.amountCents < 1) throw new PaymentProviderError('This value must be greater than or equal to 1.');
    const product = await this.dataSource.getRepository(LocalProduct).findOneBy({ id: input.productId });
    if (!product || product.deleted) throw new PaymentNotFoundError(`No such product: '${input.productId}'`);
    const id = newId('price_local_');
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(LocalPrice)
      .values({
        id,
        idempotencyKey: input.idempotencyKey,
        productId: input.productId,
        amount: input.amountCents,
        currency: input.currency,
        active: true,
        deleted: false,
        createdAt: new Date(),
      })
      .orIgnore()
      .execute();
    const price = await this.dataSource.getRepository(LocalPrice).findOneByOrFail({ idempotencyKey: input.idempotencyKey });
    if (price.productId !== input.productId || price.amount !== input.amountCents || price.currency !== input.currency)
      throw idempotencyError(input.idempotencyKey);
    return toPrice(price);
  }

  async archivePrice(priceId: string): Promise<ProviderPrice> {
    const repository = this.dataSource.getRepository(LocalPrice);
    const price = await repository.findOneBy({ id: priceId });
    if (!price || price.deleted) throw new PaymentNotFoundError(`No such price: '${priceId}'`);
    price.active = false;
    await repository.update({ id: priceId }, { active: false });
    return toPrice(price);
  }

  async retrievePrice(priceId: string): Promise<ProviderPrice | null> {
    const price = await this.dataSource.getRepository(LocalPrice).findOneBy({ id: priceId });
    return price && !price.deleted ? toPrice(price) : null;
  }

  async retrieveProduct(productId: string): Promise<ProviderProduct | null> {
    const product = await this.dataSource.getRepository(LocalProduct).findOneBy({ id: productId });
    if (!product || product.deleted) return null;
    return { id: product.id, name: product.name, description: product.description, active: product.active, metadata: { ...product.metadata } };
  }

  /** Test and development hook: the price or product is deleted (as in Stripe's dashboard). */
  async deleteForTest(id: string): Promise<void> {
    await this.dataSource.getRepository(LocalPrice).update({ id }, { deleted: true, active: false });
    await this.dataSource.getRepository(LocalProduct).update({ id }, { deleted: true, active: false });
  }

  // ── Checkout ───────────────────────────────────────────────────────────────────────────────────

  async createSubscriptionCheckout(input: CreateSubscriptionCheckoutInput): Promise<ProviderCheckoutSessionRef> {
    const price = await this.dataSource.getRepository(LocalPrice).findOneBy({ id: input.priceId });
    if (!price || price.deleted) throw new PaymentNotFoundError(`No such price: '${input.priceId}'`);
    if (!price.active) throw new PaymentProviderError(`The price specified (${price.id}) is inactive. This field only accepts active prices.`);
    const now = await this.now();
    const id = newId('cs_local_');
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(LocalCheckoutSession)
      .values({
        id,
        idempotencyKey: input.idempotencyKey,
        priceId: input.priceId,
        customerId: input.customerId,
        customerEmail: input.customerEmail,
        metadata: { ...input.metadata },
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        status: 'open',
        subscriptionId: null,
        shippingAddress: null,
        failureMessage: null,
        expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
        createdAt: now,
      })
      .orIgnore()
      .execute();
    const session = await this.dataSource.getRepository(LocalCheckoutSession).findOneByOrFail({ idempotencyKey: input.idempotencyKey });
    if (session.priceId !== input.priceId || JSON.stringify(sortedEntries(session.metadata)) !== JSON.stringify(sortedEntries(input.metadata)))
      throw idempotencyError(input.idempotencyKey);
    return { sessionId: session.id, url: this.urls.checkoutUrl(session.id) };
  }

  async retrieveCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession> {
    const session = await this.dataSource.getRepository(LocalCheckoutSession).findOneBy({ id: sessionId });
    if (!session) throw new PaymentNotFoundError(`No such checkout.session: '${sessionId}'`);
    const subscription = session.subscriptionId ? await this.dataSource.getRepository(LocalSubscription).findOneBy({ id: session.subscriptionId }) : null;
    return {
      id: session.id,
      status: session.status,
      subscriptionId: session.status === 'complete' ? session.subscriptionId : null,
      customerId: session.status === 'complete' ? (subscription?.customerId ?? session.customerId) : session.customerId,
      customerEmail: session.customerEmail,
      shippingAddress: session.shippingAddress,
      metadata: { ...session.metadata },
    };
  }

  /** The hosted page's content. PaymentNotFoundError for an unknown session. */
  async describeCheckoutSession(sessionId: string): Promise<LocalCheckoutDescription> {
    const session = await this.dataSource.getRepository(LocalCheckoutSession).findOneBy({ id: sessionId });
    if (!session) throw new PaymentNotFoundError(`No such checkout.session: '${sessionId}'`);
    const price = await this.dataSource.getRepository(LocalPrice).findOneByOrFail({ id: session.priceId });
    const product = await this.dataSource.getRepository(LocalProduct).findOneByOrFail({ id: price.productId });
    return {
      sessionId: session.id,
      status: session.status,
      planName: product.name,
      amountCents: price.amount,
      currency: price.currency,
      interval: 'month',
      customerEmail: session.customerEmail,
      cancelUrl: session.cancelUrl,
      failureMessage: session.failureMessage,
    };
  }

  /** Pays the session's first month with a test card and saves the card for renewals. */
  async payCheckoutSession(input: LocalCheckoutPayment): Promise<LocalCheckoutResult> {
    const number = input.cardNumber.replace(/[\s-]/g, '');
    const expiry = input.expiry.replace(/\s/g, '');
    return this.write(async (manager) => {
      const session = await this.lockSession(manager, input.sessionId);
      const now = await this.now(manager);
      const settled = this.settledCheckout(session, now);
      if (settled) return settled;
      if (!/^\d{12,19}$/.test(number)) return refusedCheckout('Your card number is incomplete.');
      if (!luhnValid(number)) return refusedCheckout('Your card number is invalid.');
      const expiryProblem = expiryCheck(expiry, now);
      if (expiryProblem) return refusedCheckout(expiryProblem);
      if (!/^\d{3,4}$/.test(input.cvc.trim())) return refusedCheckout("Your card's security code is incomplete.");
      const address = input.shippingAddress;
      if (!address.line1?.trim() || !address.city?.trim() || !address.country?.trim()) return refusedCheckout('Please enter a complete shipping address.');
      session.shippingAddress = { ...address };

      const rule = TEST_CARDS[number] ?? ({ outcome: 'decline', message: NON_TEST_CARD_MESSAGE } as const);
      if (rule.outcome === 'decline') {
        session.failureMessage = rule.message;
        await manager.save(session);
        return refusedCheckout(rule.message);
      }
      const price = await manager.findOneByOrFail(LocalPrice, { id: session.priceId });
      let subscription = session.subscriptionId ? await manager.findOneBy(LocalSubscription, { id: session.subscriptionId }) : null;
      if (subscription && subscription.status !== 'incomplete') subscription = null;
      if (!subscription) subscription = await this.createSubscription(manager, session, price, number, now);
      else subscription.cardNumber = number;
      session.subscriptionId = subscription.id;
      session.failureMessage = null;
      await manager.save(session);
      const invoice = await manager.findOneByOrFail(LocalInvoice, { id: subscription.latestInvoiceId! });
      if (rule.outcome === 'authenticate') {
        await manager.save(subscription);
        await this.recordEvent(manager, 'invoice.payment_action_required', this.invoiceObject(invoice, subscription), now);
        return { status: 'requires_action', errorMessage: null, redirectUrl: this.urls.checkoutChallengeUrl(session.id) };
      }
      return this.completeCheckout(manager, session, subscription, invoice, now);
    });
  }

  /** The 3-D Secure page's answer for a checkout session. */
  async authenticateCheckoutSession(sessionId: string, outcome: 'complete' | 'fail'): Promise<LocalCheckoutResult> {
    return this.write(async (manager) => {
      const session = await this.lockSession(manager, sessionId);
      const now = await this.now(manager);
      const settled = this.settledCheckout(session, now);
      if (settled) return settled;
      const subscription = session.subscriptionId ? await manager.findOneBy(LocalSubscription, { id: session.subscriptionId }) : null;
      if (!subscription || subscription.status !== 'incomplete') return refusedCheckout(session.failureMessage);
      const invoice = await manager.findOneByOrFail(LocalInvoice, { id: subscription.latestInvoiceId! });
      if (outcome === 'complete') return this.completeCheckout(manager, session, subscription, invoice, now);
      invoice.attemptCount += 1;
      invoice.failureMessage = AUTHENTICATION_FAILED_MESSAGE;
      await manager.save(invoice);
      session.failureMessage = AUTHENTICATION_FAILED_MESSAGE;
      await manager.save(session);
      await this.recordEvent(manager, 'invoice.payment_failed', this.invoiceObject(invoice, subscription), now);
      return refusedCheckout(AUTHENTICATION_FAILED_MESSAGE);
    });
  }

  // ── Subscriptions ──────────────────────────────────────────────────────────────────────────────

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const subscription = await this.dataSource.getRepository(LocalSubscription).findOneBy({ id: subscriptionId });
    if (!subscription) throw new PaymentNotFoundError(`No such subscription: '${subscriptionId}'`);
    return this.toSubscription(this.dataSource.manager, subscription);
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancelAtPeriodEnd: boolean): Promise<ProviderSubscription> {
    return this.write(async (manager) => {
      const subscription = await this.lockSubscription(manager, subscriptionId);
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
        throw new PaymentProviderError(`A canceled subscription can only update its cancellation_details and metadata.`);
      if (subscription.cancelAtPeriodEnd !== cancelAtPeriodEnd) {
        const now = await this.now(manager);
        subscription.cancelAtPeriodEnd = cancelAtPeriodEnd;
        subscription.canceledAt = cancelAtPeriodEnd ? now : null;
        await manager.save(subscription);
        await this.recordEvent(manager, 'customer.subscription.updated', await this.subscriptionObject(manager, subscription), now);
      }
      return this.toSubscription(manager, subscription);
    });
  }

  async cancelSubscriptionNow(subscriptionId: string, _idempotencyKey: string): Promise<ProviderSubscription> {
    return this.write(async (manager) => {
      const subscription = await this.lockSubscription(manager, subscriptionId);
      if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
        const now = await this.now(manager);
        await this.end(manager, subscription, now, 'canceled');
      }
      return this.toSubscription(manager, subscription);
    });
  }

  /**
   * The subscription's price from its next period: the current period (and an open invoice) keeps the
   * amount it was billed at, the next renewal charges the new one (Stripe's proration_behavior none).
   * Moving to the price it already has changes nothing, so a repeated move is harmless whatever its key.
   */
  async switchSubscriptionPrice(input: SwitchSubscriptionPriceInput): Promise<ProviderSubscription> {
    return this.write(async (manager) => {
      const subscription = await this.lockSubscription(manager, input.subscriptionId);
      if (subscription.priceId === input.priceId) return this.toSubscription(manager, subscription);
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
        throw new PaymentProviderError(`A canceled subscription can only update its cancellation_details and metadata.`);
      const price = await manager.findOneBy(LocalPrice, { id: input.priceId });
      if (!price || price.deleted) throw new PaymentNotFoundError(`No such price: '${input.priceId}'`);
      if (!price.active) throw new PaymentProviderError(`The price specified (${price.id}) is inactive. This field only accepts active prices.`);
      if (price.currency !== subscription.currency)
        throw new PaymentProviderError(
          `The price specified (${price.id}) is in ${price.currency.toLowerCase()}, but this subscription is billed in ${subscription.currency.toLowerCase()}.`,
        );
      subscription.priceId = price.id;
      subscription.amount = price.amount;
      await manager.save(subscription);
      await this.recordEvent(manager, 'customer.subscription.updated', await this.subscriptionObject(manager, subscription), await this.now(manager));
      return this.toSubscription(manager, subscription);
    });
  }

  async listSubscriptions(input: ListSubscriptionsInput): Promise<ProviderSubscription[]> {
    const query = this.dataSource.getRepository(LocalSubscription).createQueryBuilder('subscription').orderBy('subscription.createdAt', 'DESC');
    if (input.createdAfter) query.andWhere('subscription.createdAt >= :after', { after: input.createdAfter });
    if (input.status) query.andWhere('subscription.status = :status', { status: input.status });
    const rows = await query.getMany();
    return Promise.all(rows.map((row) => this.toSubscription(this.dataSource.manager, row)));
  }

  /** The hosted invoice page's content. PaymentNotFoundError for an unknown invoice. */
  async describeInvoice(invoiceId: string): Promise<LocalInvoiceDescription> {
    const invoice = await this.dataSource.getRepository(LocalInvoice).findOneBy({ id: invoiceId });
    if (!invoice) throw new PaymentNotFoundError(`No such invoice: '${invoiceId}'`);
    const subscription = await this.dataSource.getRepository(LocalSubscription).findOneByOrFail({ id: invoice.subscriptionId });
    const price = await this.dataSource.getRepository(LocalPrice).findOneByOrFail({ id: subscription.priceId });
    const product = await this.dataSource.getRepository(LocalProduct).findOneByOrFail({ id: price.productId });
    return {
      invoiceId: invoice.id,
      status: invoice.status,
      planName: product.name,
      amountCents: invoice.amount,
      currency: invoice.currency,
      failureMessage: invoice.status === 'open' ? invoice.failureMessage : null,
    };
  }

  /** Pays an open invoice with a card (the hosted invoice page): the card is saved and the subscription is active again. */
  async payInvoice(invoiceId: string, cardNumber: string): Promise<{ status: 'paid' | 'open'; errorMessage: string | null }> {
    const number = cardNumber.replace(/[\s-]/g, '');
    return this.write(async (manager) => {
      const invoice = await manager.findOne(LocalInvoice, { where: { id: invoiceId }, lock: { mode: 'pessimistic_write' } });
      if (!invoice) throw new PaymentNotFoundError(`No such invoice: '${invoiceId}'`);
      if (invoice.status === 'paid') return { status: 'paid' as const, errorMessage: null };
      if (invoice.status !== 'open') return { status: 'open' as const, errorMessage: `This invoice is ${invoice.status} and can no longer be paid.` };
      const subscription = await this.lockSubscription(manager, invoice.subscriptionId);
      const now = await this.now(manager);
      const rule = TEST_CARDS[number] ?? ({ outcome: 'decline', message: NON_TEST_CARD_MESSAGE } as const);
      if (rule.outcome !== 'succeed') {
        const message = rule.outcome === 'decline' ? rule.message : AUTHENTICATION_FAILED_MESSAGE;
        invoice.attemptCount += 1;
        invoice.failureMessage = message;
        await manager.save(invoice);
        await this.recordEvent(manager, 'invoice.payment_failed', this.invoiceObject(invoice, subscription), now);
        return { status: 'open' as const, errorMessage: message };
      }
      subscription.cardNumber = number;
      subscription.failRenewals = 0;
      await this.paid(manager, subscription, invoice, now);
      return { status: 'paid' as const, errorMessage: null };
    });
  }

  /** Test hook: the saved card's next `count` charges fail (as a card that stopped working). */
  async failNextRenewals(subscriptionId: string, count: number): Promise<void> {
    const result = await this.dataSource.getRepository(LocalSubscription).update({ id: subscriptionId }, { failRenewals: count });
    if (!result.affected) throw new PaymentNotFoundError(`No such subscription: '${subscriptionId}'`);
  }

  // ── The clock ──────────────────────────────────────────────────────────────────────────────────

  /** The local clock: real time plus the offset advanceClock added. */
  async now(manager: EntityManager = this.dataSource.manager): Promise<Date> {
    const clock = await manager.findOneBy(LocalBillingClock, { id: 1 });
    return new Date(Date.now() + (clock?.offsetMs ?? 0));
  }

  /** Moves the local clock forward (Stripe's test clocks) and runs what falls due; answers the new time. */
  async advanceClock(ms: number): Promise<Date> {
    if (!Number.isFinite(ms) || ms < 0) throw new PaymentProviderError('The clock only moves forward.');
    await this.dataSource
      .createQueryBuilder()
      .update(LocalBillingClock)
      .set({ offsetMs: () => `offset_ms + ${Math.round(ms)}` })
      .where('id = 1')
      .execute();
    await this.runDue();
    return this.now();
  }

  /** Expires sessions and incomplete subscriptions, renews, retries and ends subscriptions whose time has come by the local clock. Answers how many steps ran. */
  async runDue(): Promise<number> {
    let steps = 0;
    for (;;) {
      const ran = await this.write((manager) => this.step(manager));
      if (!ran) return steps;
      steps++;
    }
  }

  /** One due change (the earliest one), in its own transaction; false when nothing is due. */
  private async step(manager: EntityManager): Promise<boolean> {
    const now = await this.now(manager);
    const session = await manager
      .createQueryBuilder(LocalCheckoutSession, 'session')
      .where("session.status = 'open'")
      .andWhere('session.expiresAt <= :now', { now })
      .orderBy('session.expiresAt', 'ASC')
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getOne();
    if (session) {
      session.status = 'expired';
      await manager.save(session);
      await this.recordEvent(manager, 'checkout.session.expired', await this.sessionObject(manager, session), session.expiresAt);
      return true;
    }
    const incomplete = await manager
      .createQueryBuilder(LocalSubscription, 'subscription')
      .where("subscription.status = 'incomplete'")
      .andWhere('subscription.createdAt <= :cutoff', { cutoff: new Date(now.getTime() - INCOMPLETE_LIFETIME_MS) })
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getOne();
    if (incomplete) {
      await this.end(manager, incomplete, new Date(incomplete.createdAt.getTime() + INCOMPLETE_LIFETIME_MS), 'incomplete_expired');
      return true;
    }
    // The earliest due renewal, period end or retry first, so a long clock jump replays them in order.
    const due = await manager
      .createQueryBuilder(LocalSubscription, 'subscription')
      .where(
        "((subscription.status IN ('active', 'trialing') AND subscription.currentPeriodEnd <= :now) OR (subscription.status = 'past_due' AND (subscription.nextRetryAt <= :now OR subscription.currentPeriodEnd <= :now)))",
        { now },
      )
      .orderBy('LEAST(subscription.current_period_end, COALESCE(subscription.next_retry_at, subscription.current_period_end))', 'ASC')
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getOne();
    if (!due) return false;
    if (due.status === 'past_due') {
      const at = due.nextRetryAt && due.nextRetryAt <= due.currentPeriodEnd ? due.nextRetryAt : due.currentPeriodEnd;
      if (due.nextRetryAt && due.nextRetryAt <= now) await this.retry(manager, due, at);
      // Still unpaid when the next period begins (retries over): Stripe cancels it.
      else await this.end(manager, due, at, 'canceled');
      return true;
    }
    const at = due.currentPeriodEnd;
    if (due.cancelAtPeriodEnd) {
      await this.end(manager, due, at, 'canceled');
      return true;
    }
    await this.renew(manager, due, at);
    return true;
  }

  private async renew(manager: EntityManager, subscription: LocalSubscription, at: Date): Promise<void> {
    const start = subscription.currentPeriodEnd;
    const end = nextPeriodEnd(subscription.billingCycleAnchor, start);
    subscription.currentPeriodStart = start;
    subscription.currentPeriodEnd = end;
    const invoice = manager.create(LocalInvoice, {
      id: newId('in_local_'),
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
      amount: subscription.amount,
      currency: subscription.currency,
      status: 'open',
      billingReason: 'subscription_cycle',
      periodStart: start,
      periodEnd: end,
      attemptCount: 0,
      failureMessage: null,
      paidAt: null,
      createdAt: at,
    });
    await manager.insert(LocalInvoice, invoice);
    subscription.latestInvoiceId = invoice.id;
    const failure = this.charge(subscription);
    if (!failure) {
      await this.paid(manager, subscription, invoice, at);
      return;
    }
    invoice.attemptCount = 1;
    invoice.failureMessage = failure.message;
    await manager.save(invoice);
    subscription.status = 'past_due';
    subscription.retryCount = 0;
    subscription.nextRetryAt = new Date(at.getTime() + RETRY_DAYS[0] * DAY);
    await manager.save(subscription);
    await this.recordEvent(manager, failure.event, this.invoiceObject(invoice, subscription), at);
    await this.recordEvent(manager, 'customer.subscription.updated', await this.subscriptionObject(manager, subscription), at);
  }

  private async retry(manager: EntityManager, subscription: LocalSubscription, at: Date): Promise<void> {
    const invoice = await manager.findOneByOrFail(LocalInvoice, { id: subscription.latestInvoiceId! });
    const failure = this.charge(subscription);
    if (!failure) {
      await this.paid(manager, subscription, invoice, at);
      return;
    }
    invoice.attemptCount += 1;
    invoice.failureMessage = failure.message;
    subscription.retryCount += 1;
    if (subscription.retryCount >= RETRY_DAYS.length) {
      invoice.status = 'uncollectible';
      await manager.save(invoice);
      await this.recordEvent(manager, failure.event, this.invoiceObject(invoice, subscription), at);
      await this.end(manager, subscription, at, 'canceled');
      return;
    }
    await manager.save(invoice);
    const failedAt = new Date(invoice.createdAt.getTime());
    subscription.nextRetryAt = new Date(failedAt.getTime() + RETRY_DAYS[subscription.retryCount] * DAY);
    await manager.save(subscription);
    await this.recordEvent(manager, failure.event, this.invoiceObject(invoice, subscription), at);
  }

  /** null when the saved card pays; otherwise why not and which event says so. */
  private charge(subscription: LocalSubscription): { message: string; event: string } | null {
    if (subscription.failRenewals > 0) {
      subscription.failRenewals -= 1;
      return { message: 'Your card was declined.', event: 'invoice.payment_failed' };
    }
    const rule = TEST_CARDS[subscription.cardNumber];
    if (rule?.outcome === 'succeed') return null;
    // 3184 asks for authentication on every charge, off-session ones too.
    if (rule?.outcome === 'authenticate') return { message: 'This payment requires authentication.', event: 'invoice.payment_action_required' };
    return { message: rule?.outcome === 'decline' ? rule.message : NON_TEST_CARD_MESSAGE, event: 'invoice.payment_failed' };
  }

  /** The invoice is paid: the subscription is active for its period. */
  private async paid(manager: EntityManager, subscription: LocalSubscription, invoice: LocalInvoice, at: Date): Promise<void> {
    invoice.status = 'paid';
    invoice.attemptCount += 1;
    invoice.failureMessage = null;
    invoice.paidAt = at;
    await manager.save(invoice);
    const wasIncomplete = subscription.status === 'incomplete';
    subscription.status = 'active';
    subscription.retryCount = 0;
    subscription.nextRetryAt = null;
    subscription.latestInvoiceId = invoice.id;
    if (wasIncomplete) {
      // The first period starts when it is paid (after 3-D Secure, possibly later than created).
      subscription.currentPeriodStart = at;
      subscription.currentPeriodEnd = addMonth(at);
      subscription.billingCycleAnchor = at;
      invoice.periodStart = subscription.currentPeriodStart;
      invoice.periodEnd = subscription.currentPeriodEnd;
      await manager.save(invoice);
    }
    await manager.save(subscription);
    await this.recordEvent(manager, 'invoice.paid', this.invoiceObject(invoice, subscription), at);
    await this.recordEvent(manager, 'customer.subscription.updated', await this.subscriptionObject(manager, subscription), at);
  }

  private async end(manager: EntityManager, subscription: LocalSubscription, at: Date, status: 'canceled' | 'incomplete_expired'): Promise<void> {
    subscription.status = status;
    subscription.canceledAt ??= at;
    subscription.endedAt = at;
    subscription.nextRetryAt = null;
    await manager.save(subscription);
    if (subscription.latestInvoiceId) {
      const invoice = await manager.findOneBy(LocalInvoice, { id: subscription.latestInvoiceId });
      if (invoice && invoice.status === 'open') {
        invoice.status = 'void';
        await manager.save(invoice);
      }
    }
    await this.recordEvent(manager, 'customer.subscription.deleted', await this.subscriptionObject(manager, subscription), at);
  }

  private async createSubscription(
    manager: EntityManager,
    session: LocalCheckoutSession,
    price: LocalPrice,
    cardNumber: string,
    now: Date,
  ): Promise<LocalSubscription> {
    const subscription = manager.create(LocalSubscription, {
      id: newId('sub_local_'),
      customerId: session.customerId ?? newId('cus_local_'),
      customerEmail: session.customerEmail,
      priceId: price.id,
      amount: price.amount,
      currency: price.currency,
      status: 'incomplete',
      currentPeriodStart: now,
      currentPeriodEnd: addMonth(now),
      billingCycleAnchor: now,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      metadata: { ...session.metadata },
      latestInvoiceId: null,
      cardNumber,
      failRenewals: 0,
      retryCount: 0,
      nextRetryAt: null,
      createdAt: now,
    });
    await manager.insert(LocalSubscription, subscription);
    const invoice = manager.create(LocalInvoice, {
      id: newId('in_local_'),
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
      amount: price.amount,
      currency: price.currency,
      status: 'open',
      billingReason: 'subscription_create',
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
      attemptCount: 0,
      failureMessage: null,
      paidAt: null,
      createdAt: now,
    });
    await manager.insert(LocalInvoice, invoice);
    subscription.latestInvoiceId = invoice.id;
    await manager.save(subscription);
    await this.recordEvent(manager, 'customer.subscription.created', await this.subscriptionObject(manager, subscription), now);
    return subscription;
  }

  /** The first invoice is paid: the session completes (checkout.session.completed, then the subscription's and the invoice's events). */
  private async completeCheckout(
    manager: EntityManager,
    session: LocalCheckoutSession,
    subscription: LocalSubscription,
    invoice: LocalInvoice,
    now: Date,
  ): Promise<LocalCheckoutResult> {
    session.status = 'complete';
    session.customerId = subscription.customerId;
    session.failureMessage = null;
    await manager.save(session);
    await this.recordEvent(manager, 'checkout.session.completed', await this.sessionObject(manager, session), now);
    await this.paid(manager, subscription, invoice, now);
    return { status: 'complete', errorMessage: null, redirectUrl: session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id) };
  }

  private settledCheckout(session: LocalCheckoutSession, now: Date): LocalCheckoutResult | null {
    if (session.status === 'complete')
      return { status: 'complete', errorMessage: null, redirectUrl: session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id) };
    if (session.status === 'expired' || session.expiresAt <= now)
      return { status: 'expired', errorMessage: 'This checkout has expired. Please start again.', redirectUrl: null };
    return null;
  }

  private async lockSession(manager: EntityManager, sessionId: string): Promise<LocalCheckoutSession> {
    const session = await manager.findOne(LocalCheckoutSession, { where: { id: sessionId }, lock: { mode: 'pessimistic_write' } });
    if (!session) throw new PaymentNotFoundError(`No such checkout.session: '${sessionId}'`);
    return session;
  }

  private async lockSubscription(manager: EntityManager, subscriptionId: string): Promise<LocalSubscription> {
    const subscription = await manager.findOne(LocalSubscription, { where: { id: subscriptionId }, lock: { mode: 'pessimistic_write' } });
    if (!subscription) throw new PaymentNotFoundError(`No such subscription: '${subscriptionId}'`);
    return subscription;
  }

  // ── Stripe's shapes ────────────────────────────────────────────────────────────────────────────

  private async toSubscription(manager: EntityManager, subscription: LocalSubscription): Promise<ProviderSubscription> {
    const invoice = subscription.latestInvoiceId ? await manager.findOneBy(LocalInvoice, { id: subscription.latestInvoiceId }) : null;
    return {
      id: subscription.id,
      customerId: subscription.customerId,
      status: subscription.status,
      priceId: subscription.priceId,
      amountCents: subscription.amount,
      currency: subscription.currency,
      currentPeriodStart: subscription.currentPeriodStart,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      cancelAt: subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null,
      canceledAt: subscription.canceledAt,
      endedAt: subscription.endedAt,
      metadata: { ...subscription.metadata },
      latestInvoice: invoice ? { id: invoice.id, status: invoice.status, hostedInvoiceUrl: this.hostedInvoiceUrl(invoice) } : null,
    };
  }

  private hostedInvoiceUrl(invoice: LocalInvoice): string | null {
    return invoice.status === 'open' || invoice.status === 'paid' ? this.urls.invoiceUrl(invoice.id) : null;
  }

  private async subscriptionObject(manager: EntityManager, subscription: LocalSubscription): Promise<Record<string, unknown>> {
    const price = await manager.findOneByOrFail(LocalPrice, { id: subscription.priceId });
    const period = { current_period_start: seconds(subscription.currentPeriodStart), current_period_end: seconds(subscription.currentPeriodEnd) };
    return {
      id: subscription.id,
      object: 'subscription',
      customer: subscription.customerId,
      status: subscription.status,
      currency: subscription.currency.toLowerCase(),
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      cancel_at: subscription.cancelAtPeriodEnd ? seconds(subscription.currentPeriodEnd) : null,
      canceled_at: subscription.canceledAt ? seconds(subscription.canceledAt) : null,
      ended_at: subscription.endedAt ? seconds(subscription.endedAt) : null,
      created: seconds(subscription.createdAt),
      start_date: seconds(subscription.createdAt),
      latest_invoice: subscription.latestInvoiceId,
      metadata: subscription.metadata,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${subscription.id.slice(4)}`,
            object: 'subscription_item',
            quantity: 1,
            ...period,
            price: {
              id: price.id,
              object: 'price',
              product: price.productId,
              unit_amount: price.amount,
              currency: price.currency.toLowerCase(),
              recurring: { interval: 'month', interval_count: 1 },
              active: price.active,
            },
          },
        ],
        has_more: false,
      },
      livemode: false,
    };
  }

  private invoiceObject(invoice: LocalInvoice, subscription: LocalSubscription): Record<string, unknown> {
    return {
      id: invoice.id,
      object: 'invoice',
      customer: invoice.customerId,
      customer_email: subscription.customerEmail,
      status: invoice.status,
      billing_reason: invoice.billingReason,
      amount_due: invoice.amount,
      amount_paid: invoice.status === 'paid' ? invoice.amount : 0,
      amount_remaining: invoice.status === 'paid' ? 0 : invoice.amount,
      currency: invoice.currency.toLowerCase(),
      attempt_count: invoice.attemptCount,
      attempted: invoice.attemptCount > 0,
      next_payment_attempt: invoice.status === 'open' && subscription.nextRetryAt ? seconds(subscription.nextRetryAt) : null,
      hosted_invoice_url: this.hostedInvoiceUrl(invoice),
      period_start: seconds(invoice.periodStart),
      period_end: seconds(invoice.periodEnd),
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      subscription: subscription.id,
      last_finalization_error: null,
      created: seconds(invoice.createdAt),
      livemode: false,
    };
  }

  private async sessionObject(manager: EntityManager, session: LocalCheckoutSession): Promise<Record<string, unknown>> {
    const price = await manager.findOneByOrFail(LocalPrice, { id: session.priceId });
    const address = session.shippingAddress;
    return {
      id: session.id,
      object: 'checkout.session',
      mode: 'subscription',
      status: session.status,
      payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
      customer: session.status === 'complete' ? session.customerId : null,
      customer_email: session.customerEmail,
      customer_details: session.customerEmail ? { email: session.customerEmail } : null,
      subscription: session.status === 'complete' ? session.subscriptionId : null,
      amount_total: price.amount,
      currency: price.currency.toLowerCase(),
      metadata: session.metadata,
      success_url: session.successUrl,
      cancel_url: session.cancelUrl,
      url: session.status === 'open' ? this.urls.checkoutUrl(session.id) : null,
      expires_at: seconds(session.expiresAt),
      collected_information: address
        ? {
            shipping_details: {
              name: address.name,
              address: {
                line1: address.line1,
                line2: address.line2,
                city: address.city,
                state: address.state,
                postal_code: address.postalCode,
                country: address.country,
              },
            },
          }
        : null,
      created: seconds(session.createdAt),
      livemode: false,
    };
  }
}

function idempotencyError(key: string): PaymentProviderError {
  return new PaymentProviderError(
    `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  );
}

function sortedEntries(record: Record<string, string>): Array<[string, string]> {
  return Object.entries(record).sort(([a], [b]) => a.localeCompare(b));
}

function toPrice(price: LocalPrice): ProviderPrice {
  return { id: price.id, productId: price.productId, amountCents: price.amount, currency: price.currency, interval: 'month', active: price.active };
}

function refusedCheckout(message: string | null): LocalCheckoutResult {
  return { status: 'open', errorMessage: message, redirectUrl: null };
}

/** `count` calendar months later, on the same day (the month's last day when it has fewer). */
export function addMonths(date: Date, count: number): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + count);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}

export function addMonth(date: Date): Date {
  return addMonths(date, 1);
}

/** The end of the period starting at `start`, by the anchor's day (Jan 31 → Feb 28 → Mar 31, as Stripe). */
export function nextPeriodEnd(anchor: Date, start: Date): Date {
  let months = (start.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + start.getUTCMonth() - anchor.getUTCMonth() + 1;
  while (addMonths(anchor, months) <= start) months++;
  return addMonths(anchor, months);
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function expiryCheck(expiry: string, now: Date): string | null {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return "Your card's expiration date is incomplete.";
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) return "Your card's expiration date is in the past.";
  return null;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
function newId(prefix: string): string {
  let text = prefix;
  for (let index = 0; index < 24; index++) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}
