import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  centsToDecimal,
  SUBSCRIPTION_ACCESS_STATUSES,
  SUBSCRIPTION_ENDED_STATUSES,
  type SubscriptionChange,
  type SubscriptionStatus,
} from '@artshop/contracts';
import { Outbox } from '@artshop/event-bus';
import type { ProviderCheckoutSession, ProviderSubscription } from '@artshop/payments';
import { run } from '@artshop/persistence';
import { PAYMENTS, type Payments } from '../billing/payment-provider.js';
import { uuidFrom } from '../plans/plan-billing.js';
import { PLAN_NAME } from '../plans/plans.sql.js';
import { Member } from './member.entity.js';
import { CHECKOUT_OF_SUBSCRIPTION, LINK_COMPLETED_CHECKOUT, LOCK_SUBSCRIPTION, type CheckoutRow } from './members.sql.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a member would notice of a subscription: the moves between two of these are its events. */
export interface MemberState {
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** What the member pays each month (from the next renewal, once moved to another price). */
  priceCents: number;
}

/**
 * The changes between the state stored before (null: first seen) and the provider's current state,
 * in the order a member would tell them. Reading two states, not events, is what makes duplicates
 * and any order of notifications end in the same answer: a state seen twice has no change.
 */
export function changesBetween(before: MemberState | null, after: MemberState): SubscriptionChange[] {
  const changes: SubscriptionChange[] = [];
  const from = before?.status ?? null;
  const to = after.status;
  const hadAccess = from !== null && SUBSCRIPTION_ACCESS_STATUSES.includes(from);
  const hasAccess = SUBSCRIPTION_ACCESS_STATUSES.includes(to);
  if (from !== to) {
    if (to === 'incomplete_expired' || (SUBSCRIPTION_ENDED_STATUSES.includes(to) && from === 'incomplete')) changes.push('expired');
    else if (SUBSCRIPTION_ENDED_STATUSES.includes(to)) {
      // First seen already ended (found by the reconciliation long after): nobody is told of a membership they never heard of.
      if (from !== null && !SUBSCRIPTION_ENDED_STATUSES.includes(from)) changes.push('ended');
    } else if (hasAccess) {
      // First payment made (whether the 'incomplete' step was seen or not).
      if (!hadAccess) changes.push('started');
      if (to === 'past_due') changes.push('payment_failed');
      else if (from === 'past_due') changes.push('recovered');
    }
  } else if ((to === 'active' || to === 'trialing') && before?.currentPeriodEnd && after.currentPeriodEnd && after.currentPeriodEnd > before.currentPeriodEnd) {
    changes.push('renewed');
  }
  if (hasAccess) {
    const wasEnding = before !== null && hadAccess && before.cancelAtPeriodEnd;
    if (after.cancelAtPeriodEnd && !wasEnding) changes.push('cancel_scheduled');
    else if (!after.cancelAtPeriodEnd && wasEnding) changes.push('resumed');
    // Moved to another price (the artist's choice): told before the next renewal charges it.
    if (before !== null && hadAccess && before.priceCents !== after.priceCents) changes.push('price_changed');
  }
  return changes;
}

/** Where a failed payment is paid with another card: the open invoice's hosted page, while the member owes it. */
export function fixPaymentUrl(member: Pick<Member, 'status' | 'latestInvoiceStatus' | 'latestInvoiceUrl'>): string | null {
  const owes = member.status === 'past_due' || member.status === 'incomplete' || member.status === 'unpaid';
  return owes && member.latestInvoiceStatus === 'open' ? member.latestInvoiceUrl : null;
}

/**
 * The one way a member's row changes: read the subscription's current state from the provider,
 * then, in one transaction under a lock on its provider id, upsert the row and record
 * `subscription.changed` (outbox, same transaction) for each move a member would notice.
 * Notifications, the success page, the member's and the artist's actions and the reconciliation all
 * call `project`, so they can never disagree.
 */
@Injectable()
export class SubscriptionProjection {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENTS) private readonly payments: Payments,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Projects one provider subscription; null when it is not the shop's (no userId/planId in its
   * metadata). `alsoInTransaction` runs in the same transaction (marking a notification processed).
   */
  async project(subscriptionId: string, alsoInTransaction?: (manager: EntityManager) => Promise<void>): Promise<Member | null> {
    return this.dataSource.transaction(async (manager) => {
      // Held until commit, so two notifications about one subscription project one after the other, each reading the provider under the lock.
      await run(manager, LOCK_SUBSCRIPTION, { subscriptionId });
      const remote = await this.payments.provider.retrieveSubscription(subscriptionId);
      const member = await this.apply(manager, remote);
      await alsoInTransaction?.(manager);
      return member;
    });
  }

  private async apply(manager: EntityManager, remote: ProviderSubscription): Promise<Member | null> {
    const before = await manager.findOneBy(Member, { stripeSubscriptionId: remote.id });
    let checkout = await this.checkoutOf(manager, remote);
    if (!before && checkout && !checkout.linked) {
      // Stripe does not order its notifications: the subscription's own may come before
      // checkout.session.completed. The member is made from the completed session whichever comes
      // first, so 'started' always names who subscribed and the row has where the packages go.
      const session = await this.payments.provider.retrieveCheckoutSession(checkout.sessionId);
      // Not complete yet: its completion (notification, success page or sweep) makes the member.
      if (session.status !== 'complete' || session.subscriptionId !== remote.id) return null;
      await linkCompletedSession(manager, session);
      checkout = await this.checkoutOf(manager, remote);
    }
    const userId = remote.metadata.userId && UUID.test(remote.metadata.userId) ? remote.metadata.userId : (checkout?.userId ?? null);
    const planId = remote.metadata.planId && UUID.test(remote.metadata.planId) ? remote.metadata.planId : (checkout?.planId ?? null);
    if (!before && (!planId || !userId)) return null;

    const member = Object.assign(manager.create(Member), before ?? {});
    if (!before) {
      member.userId = userId;
      member.planId = planId!;
      member.stripeSubscriptionId = remote.id;
      member.createdAt = new Date();
    }
    member.userEmail = before?.userEmail || checkout?.userEmail || '';
    member.shippingAddress = before?.shippingAddress ?? checkout?.shippingAddress ?? null;
    member.customerName = before?.customerName ?? member.shippingAddress?.name ?? null;
    member.stripeCustomerId = remote.customerId;
    member.status = remote.status;
    member.priceCents = remote.amountCents;
    member.currency = remote.currency;
    member.currentPeriodStart = remote.currentPeriodStart;
    member.currentPeriodEnd = remote.currentPeriodEnd;
    member.cancelAtPeriodEnd = remote.cancelAtPeriodEnd;
    member.cancelAt = remote.cancelAt;
    member.endedAt = SUBSCRIPTION_ENDED_STATUSES.includes(remote.status) ? (remote.endedAt ?? before?.endedAt ?? remote.canceledAt ?? new Date()) : null;
    member.latestInvoiceId = remote.latestInvoice?.id ?? null;
    member.latestInvoiceStatus = remote.latestInvoice?.status ?? null;
    member.latestInvoiceUrl = remote.latestInvoice?.hostedInvoiceUrl ?? null;

    if (before && sameRow(before, member)) return before;
    member.updatedAt = new Date();
    const saved = await manager.save(Member, member);
    const changes = changesBetween(before, saved);
    if (changes.length > 0) {
      const [planName] = await run(manager, PLAN_NAME, { id: saved.planId });
      for (const change of changes) {
        await this.outbox.record(manager, 'subscription.changed', {
          subscriptionId: saved.id,
          userId: saved.userId,
          email: saved.userEmail,
          customerName: saved.customerName,
          planId: saved.planId,
          planName: planName ?? 'Mail Club',
          amount: centsToDecimal(saved.priceCents),
          previousAmount: change === 'price_changed' && before ? centsToDecimal(before.priceCents) : null,
          currency: saved.currency,
          change,
          from: before?.status ?? null,
          to: saved.status,
          currentPeriodEnd: saved.currentPeriodEnd?.toISOString() ?? null,
          cancelAt: (change === 'ended' || change === 'expired' ? saved.endedAt : saved.cancelAt)?.toISOString() ?? null,
          fixPaymentUrl: change === 'payment_failed' ? fixPaymentUrl(saved) : null,
        });
      }
    }
    return saved;
  }

  /** The checkout the subscription came from: named in its metadata, else linked when the session completed. */
  private async checkoutOf(manager: EntityManager, remote: ProviderSubscription): Promise<CheckoutRow | null> {
    const checkoutId = remote.metadata.checkoutId && UUID.test(remote.metadata.checkoutId) ? remote.metadata.checkoutId : null;
    const [checkout] = await run(manager, CHECKOUT_OF_SUBSCRIPTION, { checkoutId, subscriptionId: remote.id });
    return checkout ?? null;
  }
}

/**
 * A completed checkout tells who subscribed and where the packages go: kept on its checkout row
 * (made here when the checkout was started elsewhere), which the projection reads.
 */
export async function linkCompletedSession(manager: EntityManager, session: ProviderCheckoutSession): Promise<void> {
  const { userId, planId, checkoutId } = session.metadata;
  if (!session.subscriptionId || !userId || !planId || !UUID.test(userId) || !UUID.test(planId)) return;
  await run(manager, LINK_COMPLETED_CHECKOUT, {
    id: checkoutId && UUID.test(checkoutId) ? checkoutId : uuidFrom(['mail-club-session', session.id]),
    sessionId: session.id,
    userId,
    userEmail: session.customerEmail ?? '',
    planId,
    subscriptionId: session.subscriptionId,
    shippingAddress: session.shippingAddress ?? null,
  });
}

const COMPARED: Array<keyof Member> = [
  'userEmail',
  'customerName',
  'stripeCustomerId',
  'status',
  'priceCents',
  'currency',
  'currentPeriodStart',
  'currentPeriodEnd',
  'cancelAtPeriodEnd',
  'cancelAt',
  'endedAt',
  'latestInvoiceId',
  'latestInvoiceStatus',
  'latestInvoiceUrl',
  'shippingAddress',
];

function sameRow(a: Member, b: Member): boolean {
  return COMPARED.every((key) => comparable(a[key]) === comparable(b[key]));
}

function comparable(value: unknown): string {
  if (value instanceof Date) return String(value.getTime());
  return JSON.stringify(value ?? null);
}
