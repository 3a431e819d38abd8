import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  CANNOT_CANCEL_MESSAGE,
  CANNOT_RESUME_MESSAGE,
  centsToDecimal,
  INVALID_SUBSCRIPTION_SESSION_MESSAGE,
  NO_BILLING_PORTAL_MESSAGE,
  PLAN_NOT_AVAILABLE_MESSAGE,
  SIGN_IN_AGAIN_TO_SUBSCRIBE_MESSAGE,
  SUBSCRIPTION_BLOCKS_NEW_CHECKOUT,
  SUBSCRIPTION_ENDED_STATUSES,
  SUBSCRIPTION_NOT_FOUND_MESSAGE,
  type AdminSubscription,
  type Caller,
  type RequestContext,
  type SubscribedPlan,
  type SubscriptionCancelAnswer,
  type SubscriptionCheckoutAnswer,
  type SubscriptionSessionAnswer,
  type UserSubscription,
} from '@artshop/contracts';
import { PaymentNotFoundError, type ProviderCheckoutSession } from '@artshop/payments';
import { run } from '@artshop/persistence';
import { AppError } from '@artshop/service-kit';
import { BILLING_SETTINGS, PAYMENTS, type BillingSettings, type Payments } from '../billing/payment-provider.js';
import { atProvider, digest, uuidFrom } from '../plans/plan-billing.js';
import { Plan } from '../plans/plan.entity.js';
import { PlansService } from '../plans/plans.service.js';
import { Member } from './member.entity.js';
import { RECORD_CHECKOUT } from './members.sql.js';
import { fixPaymentUrl, linkCompletedSession, SubscriptionProjection } from './subscription-projection.js';

/** A second click on 'Choose' within this window opens the same checkout (one idempotency key per user, plan and window). */
const CHECKOUT_WINDOW_MS = 5 * 60_000;

/** A customer's own Mail Club: subscribing through the hosted checkout, the success page, the account page's cards. */
@Injectable()
export class MembersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENTS) private readonly payments: Payments,
    @Inject(BILLING_SETTINGS) private readonly settings: BillingSettings,
    private readonly projection: SubscriptionProjection,
    private readonly plans: PlansService,
  ) {}

  async startCheckout(planId: string, ctx: RequestContext): Promise<SubscriptionCheckoutAnswer> {
    const { caller } = ctx;
    const userId = signedIn(caller);
    const email = caller.email?.trim();
    if (!email) throw AppError.unauthorized(SIGN_IN_AGAIN_TO_SUBSCRIBE_MESSAGE);
    const found = await this.dataSource.getRepository(Plan).findOneBy({ id: planId });
    if (!found || found.status !== 'active' || found.priceCents <= 0) throw AppError.badRequest(PLAN_NOT_AVAILABLE_MESSAGE);
    const plan = await this.plans.withProviderPrice(found, ctx);
    const members = await this.dataSource.getRepository(Member).find({ where: { userId }, order: { createdAt: 'DESC' } });
    // A second plan is allowed; the same plan again only once the first has ended.
    if (members.some((member) => member.planId === planId && SUBSCRIPTION_BLOCKS_NEW_CHECKOUT.includes(member.status)))
      throw AppError.badRequest(ALREADY_SUBSCRIBED_MESSAGE(plan.name));
    // The provider's customer from an earlier subscription: one customer per member, with their cards and invoices.
    const customerId = members.find((member) => member.stripeCustomerId)?.stripeCustomerId ?? null;
    const window = Math.floor(Date.now() / CHECKOUT_WINDOW_MS);
    const request = { userId, planId, priceId: plan.stripePriceId, email, customerId, window };
    const checkoutId = uuidFrom(['mail-club-checkout', request]);
    const session = await atProvider('start the checkout', () =>
      this.payments.provider.createSubscriptionCheckout({
        priceId: plan.stripePriceId!,
        customerEmail: email,
        customerId,
        metadata: { userId, planId, checkoutId },
        successUrl: `${this.settings.publicUrl}/mail-club/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${this.settings.publicUrl}/mail-club`,
        collectShippingAddress: true,
        idempotencyKey: `mail-club-checkout-${digest(request)}`,
      }),
    );
    await run(this.dataSource, RECORD_CHECKOUT, { id: checkoutId, sessionId: session.sessionId, userId, userEmail: email, planId });
    return { url: session.url };
  }

  /** The success page: the session must be the caller's and paid; its subscription is projected now (the notification may still be on its way). */
  async verifyCheckoutSession(sessionId: string, caller: Caller): Promise<SubscriptionSessionAnswer> {
    const userId = signedIn(caller);
    let session: ProviderCheckoutSession;
    try {
      session = await this.payments.provider.retrieveCheckoutSession(sessionId);
    } catch (error) {
      if (error instanceof PaymentNotFoundError) throw AppError.notFound(INVALID_SUBSCRIPTION_SESSION_MESSAGE);
      throw error;
    }
    if (session.metadata.userId !== userId || session.status !== 'complete' || !session.subscriptionId)
      throw AppError.notFound(INVALID_SUBSCRIPTION_SESSION_MESSAGE);
    await linkCompletedSession(this.dataSource.manager, session);
    const member = await this.projection.project(session.subscriptionId);
    if (!member || member.userId !== userId) throw AppError.notFound(INVALID_SUBSCRIPTION_SESSION_MESSAGE);
    return { subscription: await this.view(member) };
  }

  async listOwn(caller: Caller): Promise<UserSubscription[]> {
    const userId = signedIn(caller);
    const members = await this.dataSource.getRepository(Member).find({ where: { userId }, order: { createdAt: 'DESC' } });
    return this.views(members);
  }

  /** Cancel at period end: the member keeps the Mail Club until then. */
  async cancelOwn(id: string, caller: Caller): Promise<SubscriptionCancelAnswer> {
    const member = await this.own(id, caller);
    if (!['active', 'trialing'].includes(member.status) || member.cancelAtPeriodEnd) throw AppError.badRequest(CANNOT_CANCEL_MESSAGE);
    const updated = await this.setCancelAtPeriodEnd(member, true);
    const cancelAt = updated.cancelAt ?? updated.currentPeriodEnd;
    return { cancelAt: (cancelAt ?? new Date()).toISOString(), subscription: await this.view(updated) };
  }

  async resumeOwn(id: string, caller: Caller): Promise<UserSubscription> {
    const member = await this.own(id, caller);
    if (!member.cancelAtPeriodEnd || SUBSCRIPTION_ENDED_STATUSES.includes(member.status)) throw AppError.badRequest(CANNOT_RESUME_MESSAGE);
    return this.view(await this.setCancelAtPeriodEnd(member, false));
  }

  /** Stripe's customer portal for the caller's provider customer (card change, invoices). */
  async openBillingPortal(caller: Caller): Promise<{ url: string }> {
    const userId = signedIn(caller);
    const member = await this.dataSource.getRepository(Member).findOne({ where: { userId }, order: { createdAt: 'DESC' } });
    if (!member) throw AppError.notFound(SUBSCRIPTION_NOT_FOUND_MESSAGE);
    const portal = await atProvider('open the billing portal', () =>
      this.payments.provider.createBillingPortalSession({ customerId: member.stripeCustomerId, returnUrl: `${this.settings.publicUrl}/account` }),
    );
    if (!portal) throw AppError.badRequest(NO_BILLING_PORTAL_MESSAGE);
    return portal;
  }

  /** Asks the provider, then projects its answer (the notification that follows finds nothing new). */
  async setCancelAtPeriodEnd(member: Member, cancelAtPeriodEnd: boolean): Promise<Member> {
    await atProvider(cancelAtPeriodEnd ? 'cancel the subscription' : 'resume the subscription', () =>
      this.payments.provider.setCancelAtPeriodEnd(member.stripeSubscriptionId, cancelAtPeriodEnd),
    );
    return (await this.projection.project(member.stripeSubscriptionId)) ?? member;
  }

  /** Another customer's subscription answers as a missing one. */
  private async own(id: string, caller: Caller): Promise<Member> {
    const userId = signedIn(caller);
    const member = await this.dataSource.getRepository(Member).findOneBy({ id, userId });
    if (!member) throw AppError.notFound(SUBSCRIPTION_NOT_FOUND_MESSAGE);
    return member;
  }

  async view(member: Member): Promise<UserSubscription> {
    const [view] = await this.views([member]);
    return view!;
  }

  async views(members: Member[]): Promise<UserSubscription[]> {
    const plans = await subscribedPlans(this.dataSource.manager, [...new Set(members.map((member) => member.planId))]);
    return members.map((member) => toUserSubscription(member, plans.get(member.planId)));
  }

  async adminViews(members: Member[]): Promise<AdminSubscription[]> {
    const views = await this.views(members);
    return members.map((member, index) => ({
      ...views[index]!,
      userId: member.userId,
      userEmail: member.userEmail,
      customerName: member.customerName,
      stripeSubscriptionId: member.stripeSubscriptionId,
      stripeCustomerId: member.stripeCustomerId,
      shippingAddress: member.shippingAddress,
    }));
  }
}

async function subscribedPlans(manager: EntityManager, planIds: string[]): Promise<Map<string, SubscribedPlan>> {
  if (planIds.length === 0) return new Map();
  const plans = await manager.getRepository(Plan).createQueryBuilder('plan').where('plan.id IN (:...planIds)', { planIds }).getMany();
  return new Map(plans.map((plan) => [plan.id, { id: plan.id, name: plan.name, slug: plan.slug, icon: plan.icon, features: plan.features }]));
}

export function toUserSubscription(member: Member, plan: SubscribedPlan | undefined): UserSubscription {
  return {
    id: member.id,
    planId: member.planId,
    // A plan deleted after its members ended.
    plan: plan ?? { id: member.planId, name: 'Mail Club', slug: '', icon: null, features: [] },
    status: member.status,
    price: centsToDecimal(member.priceCents),
    currency: member.currency,
    currentPeriodStart: member.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: member.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: member.cancelAtPeriodEnd,
    cancelAt: member.cancelAt?.toISOString() ?? null,
    endedAt: member.endedAt?.toISOString() ?? null,
    fixPaymentUrl: fixPaymentUrl(member),
    // Stripe's customer portal (card changes, invoices).
    canManageBilling: true,
    createdAt: member.createdAt.toISOString(),
  };
}

function signedIn(caller: Caller): string {
  if (!caller.userId) throw AppError.unauthorized();
  return caller.userId;
}
