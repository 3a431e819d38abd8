import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import { SUBSCRIPTION_ACCESS_STATUSES, type PlanMemberMoveFailure, type PlanMembersMoved } from '@artshop/contracts';
import { Member } from '../members/member.entity.js';
import { SubscriptionProjection } from '../members/subscription-projection.js';
import { PLAN_BILLING, type PlanBilling } from './plan-billing.js';

/** Members moved at once (each is a few provider calls; Stripe allows far more, a small shop needs no more). */
const AT_ONCE = 4;

/**
 * Moving a plan's members to its current price, the artist's choice after a price change (by default
 * members keep the price they joined at). Each member with access (active, trialing, past_due) is moved
 * at the provider from their next renewal, with an idempotency key naming the subscription and the
 * price, then projected (SubscriptionProjection), so their row's price, the monthly revenue and the
 * member's 'price_changed' mail follow from the provider's state like every other change. A member the
 * provider refuses does not stop the others: the answer names them, and moving again retries only
 * those still on another price.
 */
@Injectable()
export class PlanMemberMoves {
  private readonly logger = new Logger('PlanMemberMoves');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PLAN_BILLING) private readonly billing: PlanBilling,
    private readonly projection: SubscriptionProjection,
  ) {}

  async moveToPlanPrice(plan: { id: string; stripePriceId: string | null }): Promise<PlanMembersMoved> {
    const answer: PlanMembersMoved = { moved: 0, alreadyMoved: 0, failed: [] };
    const priceId = plan.stripePriceId;
    if (!priceId) return answer;
    const members = await this.dataSource.manager.find(Member, {
      where: { planId: plan.id, status: In([...SUBSCRIPTION_ACCESS_STATUSES]) },
      order: { createdAt: 'ASC' },
    });
    for (let start = 0; start < members.length; start += AT_ONCE) {
      const outcomes = await Promise.all(members.slice(start, start + AT_ONCE).map((member) => this.move(member, priceId)));
      for (const outcome of outcomes) {
        if (outcome === 'moved') answer.moved += 1;
        else if (outcome === 'already') answer.alreadyMoved += 1;
        else answer.failed.push(outcome);
      }
    }
    return answer;
  }

  private async move(member: Member, priceId: string): Promise<'moved' | 'already' | PlanMemberMoveFailure> {
    const subscriptionId = member.stripeSubscriptionId;
    try {
      const current = await this.billing.retrieveSubscription(subscriptionId);
      const already = current.priceId === priceId;
      if (!already) await this.billing.switchSubscriptionPrice({ subscriptionId, priceId, idempotencyKey: `member-${subscriptionId}-price-${priceId}` });
      // Projected either way: a row an earlier, interrupted run left behind is brought up to date too.
      await this.projection.project(subscriptionId);
      return already ? 'already' : 'moved';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Moving subscription ${subscriptionId} to price ${priceId} failed: ${reason}`);
      return { subscriptionId: member.id, member: member.userEmail || member.customerName || subscriptionId, reason };
    }
  }
}
