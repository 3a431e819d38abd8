import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  PLAN_DEACTIVATED_MESSAGE,
  PLAN_DELETED_MESSAGE,
  PLAN_SLUG_TAKEN_MESSAGE,
  centsToDecimal,
  decimalToCents,
  planInputSchema,
  type Caller,
  type Currency,
  type FixProviderAnswer,
  type MailClubPlan,
  type PlanDeletedAnswer,
  type PlanInput,
  type PlanProviderCheck,
  type PlanUpdateAnswer,
  type RequestContext,
} from '@artshop/contracts';
import { AppError, parseInput, violatedUniqueConstraint } from '@artshop/service-kit';
import { Plan } from './plan.entity.js';
import { planHasMembers, planMemberCounts } from './plan-members.js';
import { PlanMemberMoves } from './plan-member-moves.js';
import { PLAN_BILLING, atProvider, digest, uuidFrom, type PlanBilling } from './plan-billing.js';
import { ShopCurrency } from './shop-currency.js';

/** The provider's ids a plan should carry after a sync. */
interface ProviderIds {
  stripeProductId: string | null;
  stripePriceId: string | null;
}

@Injectable()
export class PlansService {
  private readonly logger = new Logger('PlansService');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PLAN_BILLING) private readonly billing: PlanBilling,
    private readonly shopCurrency: ShopCurrency,
    private readonly memberMoves: PlanMemberMoves,
  ) {}

  /**
   * Active plans for visitors; the admin also sees inactive ones, each with how many members it has
   * and how many of them pay another amount (the plan dialog offers to move them). By display order, then name.
   */
  async list(caller: Caller): Promise<MailClubPlan[]> {
    const admin = caller.role === 'admin';
    const plans = await this.dataSource.manager.find(Plan, {
      where: admin ? {} : { status: 'active' },
      order: { displayOrder: 'ASC', name: 'ASC' },
    });
    if (!admin) return plans.map(toPlanView);
    const counts = await planMemberCounts(this.dataSource.manager);
    return plans.map((plan) => ({
      ...toPlanView(plan),
      memberCount: counts.get(plan.id)?.members ?? 0,
      membersOnOtherPrice: counts.get(plan.id)?.onOtherPrice ?? 0,
    }));
  }

  /**
   * A new plan: its product and monthly price are made at the provider first, then the plan and
   * their ids are saved in one transaction. The plan's id comes from the request, so a retry after a
   * failure finds the same product and price (idempotency keys) instead of making new ones.
   */
  async create(input: PlanInput, ctx: RequestContext): Promise<MailClubPlan> {
    await this.checkSlugFree(input.slug, null);
    const id = uuidFrom({ create: input });
    const currency = await this.shopCurrency.read(ctx);
    const ids = await this.syncToProvider({ id, ...input, priceCents: decimalToCents(input.price) }, { stripeProductId: null, stripePriceId: null }, currency, {
      product: `plan-${id}-product-create`,
    });
    return this.save(async (manager) => {
      const plan = manager.create(Plan, { id, ...fields(input), ...ids });
      return toPlanView(await manager.save(plan));
    });
  }

  /**
   * The plan saved as `update`, then, when asked, its members with access moved to its price from their
   * next renewal (PlanMemberMoves). The plan is saved whatever the moves do; the answer says how many
   * moved and which the provider refused, and asking again moves only those left.
   */
  async updateAndMoveMembers(id: string, body: unknown, moveMembers: boolean, ctx: RequestContext): Promise<PlanUpdateAnswer> {
    const plan = await this.update(id, body, ctx);
    return { ...plan, membersMoved: moveMembers ? await this.memberMoves.moveToPlanPrice(plan) : null };
  }

  /** The fields sent laid over the stored plan, checked whole; the provider follows (see syncToProvider). */
  async update(id: string, body: unknown, ctx: RequestContext): Promise<MailClubPlan> {
    const stored = await this.find(id);
    const input = parseInput(planInputSchema, mergeInto(toPlanView(stored), body));
    await this.checkSlugFree(input.slug, id);
    const currency = await this.shopCurrency.read(ctx);
    const ids = await this.syncToProvider({ id, ...input, priceCents: decimalToCents(input.price) }, stored, currency, {
      product: `plan-${id}-product-${stored.updatedAt.getTime()}`,
      previous: stored,
    });
    return this.save(async (manager) => {
      const plan = await manager.findOne(Plan, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!plan) throw AppError.notFound('Subscription plan not found');
      return toPlanView(await manager.save(Object.assign(plan, fields(input), ids)));
    });
  }

  /**
   * A plan with members is made inactive (they keep their subscriptions; no one new can join);
   * otherwise its provider product and price are archived, then it is deleted.
   */
  async delete(id: string, ctx: RequestContext): Promise<PlanDeletedAnswer> {
    const stored = await this.find(id);
    if (await planHasMembers(this.dataSource.manager, id)) {
      const plan = stored.status === 'inactive' ? toPlanView(stored) : await this.update(id, { status: 'inactive' }, ctx);
      return { outcome: 'deactivated', message: PLAN_DEACTIVATED_MESSAGE, plan };
    }
    if (stored.stripePriceId) {
      const price = await atProvider('read the plan’s price', () => this.billing.retrievePrice(stored.stripePriceId!));
      if (price?.active) await atProvider('archive the plan’s price', () => this.billing.archivePrice(price.id));
    }
    if (stored.stripeProductId) {
      const product = await atProvider('read the plan’s product', () => this.billing.retrieveProduct(stored.stripeProductId!));
      if (product?.active) {
        await atProvider('archive the plan’s product', () =>
          this.billing.upsertProduct({
            productId: product.id,
            name: stored.name,
            description: stored.description ?? '',
            active: false,
            metadata: { planId: stored.id },
            idempotencyKey: `plan-${id}-product-archive`,
          }),
        );
      }
    }
    await this.dataSource.transaction(async (manager) => {
      // Someone may have joined while the provider was asked.
      if (await planHasMembers(manager, id)) throw AppError.conflict('Someone just joined this plan; please try again.');
      await manager.delete(Plan, { id });
    });
    return { outcome: 'deleted', message: PLAN_DELETED_MESSAGE, plan: null };
  }

  /**
   * 'Fix Stripe Config': every plan's product and price checked at the provider, and whatever is
   * missing, deleted or no longer matching made again. One result per plan; a plan that fails does
   * not stop the others.
   */
  async fixAtProvider(ctx: RequestContext): Promise<FixProviderAnswer> {
    const plans = await this.dataSource.manager.find(Plan, { order: { displayOrder: 'ASC', name: 'ASC' } });
    const currency = await this.shopCurrency.read(ctx);
    const results: PlanProviderCheck[] = [];
    for (const plan of plans) {
      const changes: string[] = [];
      try {
        const ids = await this.syncToProvider(plan, plan, currency, {
          product: `plan-${plan.id}-product-fix-${plan.updatedAt.getTime()}`,
          verify: true,
          changes,
        });
        if (ids.stripeProductId !== plan.stripeProductId || ids.stripePriceId !== plan.stripePriceId) {
          await this.dataSource.manager.update(Plan, { id: plan.id }, ids);
        }
        results.push({ planId: plan.id, name: plan.name, status: changes.length ? 'fixed' : 'ok', changes: changes.length ? changes : ['ok'], ...ids });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.logger.warn(`Fix Stripe Config: plan ${plan.id}: ${message}`);
        results.push({
          planId: plan.id,
          name: plan.name,
          status: 'failed',
          changes,
          stripeProductId: plan.stripeProductId,
          stripePriceId: plan.stripePriceId,
          error: message,
        });
      }
    }
    return { results };
  }

  /**
   * A plan on sale that has no provider price yet (the demo plans are seeded without one) gets its
   * product and price now, as 'Fix Stripe Config' would make them, so the first customer can subscribe.
   */
  async withProviderPrice(plan: Plan, ctx: RequestContext): Promise<Plan> {
    if (plan.stripePriceId || plan.status !== 'active' || plan.priceCents <= 0) return plan;
    const currency = await this.shopCurrency.read(ctx);
    const ids = await this.syncToProvider(plan, plan, currency, { product: `plan-${plan.id}-product-fix-${plan.updatedAt.getTime()}` });
    await this.dataSource.manager.update(Plan, { id: plan.id }, ids);
    return Object.assign(plan, ids);
  }

  /**
   * Brings the provider in line with a plan and answers the ids to store. The product is created
   * when there is none (or, verifying, when the provider no longer has it) and updated when its
   * name, description or status changed; the price, which cannot change at the provider, is made
   * anew when the amount or currency changed or it is gone, and the old one archived (members keep
   * theirs unless the artist moves them: PlanMemberMoves). Idempotency keys name what each write follows, so a retry repeats nothing.
   */
  private async syncToProvider(
    plan: { id: string; name: string; description: string | null; status: string; priceCents: number },
    current: ProviderIds & { name?: string; description?: string | null; status?: string; priceCents?: number },
    currency: Currency,
    options: { product: string; previous?: Plan; verify?: boolean; changes?: string[] },
  ): Promise<ProviderIds> {
    const changes = options.changes ?? [];
    const active = plan.status === 'active';
    const description = plan.description ?? '';
    let productId = current.stripeProductId;
    let productChanged = !productId;
    if (productId && options.verify) {
      const product = await atProvider('read the plan’s product', () => this.billing.retrieveProduct(productId!));
      if (!product) {
        productId = null;
        productChanged = true;
      } else if (product.name !== plan.name || (product.description ?? '') !== description || product.active !== active) {
        productChanged = true;
      }
    } else if (productId && options.previous) {
      const before = options.previous;
      productChanged = before.name !== plan.name || (before.description ?? '') !== description || before.status !== plan.status;
    }
    if (productChanged) {
      const created = !productId;
      const { productId: savedId } = await atProvider(created ? 'create the plan’s product' : 'update the plan’s product', () =>
        this.billing.upsertProduct({
          productId,
          name: plan.name,
          description,
          active,
          metadata: { planId: plan.id },
          idempotencyKey: created
            ? `${options.product}-new-${current.stripeProductId ?? 'none'}`
            : `${options.product}-${digest([plan.name, description, active])}`,
        }),
      );
      changes.push(created ? 'created product' : 'updated product');
      productId = savedId;
      if (created) {
        // The same plan made again after it was deleted replays its archived product: put it back on sale.
        const product = await atProvider('read the plan’s product', () => this.billing.retrieveProduct(savedId));
        if (product && product.active !== active) {
          await atProvider('update the plan’s product', () =>
            this.billing.upsertProduct({
              productId: savedId,
              name: plan.name,
              description,
              active,
              metadata: { planId: plan.id },
              idempotencyKey: `${options.product}-reopen-${savedId}-${digest([plan.name, description, active])}`,
            }),
          );
        }
      }
    }

    let priceId = current.stripePriceId;
    let needPrice = !priceId || productId !== current.stripeProductId;
    /** Whether the price being replaced is still on sale at the provider (then it is archived). */
    let oldPriceActive = Boolean(priceId);
    if (priceId && options.verify) {
      const price = await atProvider('read the plan’s price', () => this.billing.retrievePrice(priceId!));
      oldPriceActive = price?.active ?? false;
      if (
        !price ||
        price.productId !== productId ||
        price.amountCents !== plan.priceCents ||
        price.currency !== currency ||
        price.interval !== 'month' ||
        !price.active
      ) {
        needPrice = true;
      }
    } else if (priceId && current.priceCents !== plan.priceCents) {
      needPrice = true;
    }
    if (needPrice) {
      const before = priceId;
      const key = `plan-${plan.id}-price-${productId}-${before ?? 'none'}-${plan.priceCents}-${currency}`;
      const create = (idempotencyKey: string) =>
        atProvider('create the plan’s monthly price', () =>
          this.billing.createMonthlyPrice({ productId: productId!, amountCents: plan.priceCents, currency, idempotencyKey }),
        );
      let price = await create(key);
      // A replayed key may answer a price archived since (the same plan deleted and made again): make a fresh one.
      if (!price.active) price = await create(`${key}-after-${price.id}`);
      changes.push('created price');
      priceId = price.id;
      if (before && oldPriceActive) {
        await atProvider('archive the plan’s old price', () => this.billing.archivePrice(before));
        changes.push('archived old price');
      }
    }
    return { stripeProductId: productId, stripePriceId: priceId };
  }

  private async find(id: string): Promise<Plan> {
    const plan = await this.dataSource.manager.findOne(Plan, { where: { id } });
    if (!plan) throw AppError.notFound('Subscription plan not found');
    return plan;
  }

  private async checkSlugFree(slug: string, exceptId: string | null): Promise<void> {
    const other = await this.dataSource.manager.findOne(Plan, { where: { slug }, select: { id: true } });
    if (other && other.id !== exceptId) throw AppError.badRequest(PLAN_SLUG_TAKEN_MESSAGE, { slug: PLAN_SLUG_TAKEN_MESSAGE });
  }

  /** One transaction; a slug taken meanwhile is the same 400 as one taken before. */
  private async save(work: (manager: EntityManager) => Promise<MailClubPlan>): Promise<MailClubPlan> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'subscription_plans_slug_key')
        throw AppError.badRequest(PLAN_SLUG_TAKEN_MESSAGE, { slug: PLAN_SLUG_TAKEN_MESSAGE });
      throw error;
    }
  }
}

/** The stored columns of a checked input. */
function fields({ price, ...input }: PlanInput) {
  return { ...input, priceCents: decimalToCents(price) };
}

/** The stored plan as input, overlaid with what the request gives (its id is the path's). */
function mergeInto(current: MailClubPlan, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return { ...current, ...body };
}

export function toPlanView({ priceCents, createdAt, updatedAt, ...plan }: Plan): MailClubPlan {
  return { ...plan, price: centsToDecimal(priceCents), createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}
