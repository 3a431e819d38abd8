import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  CatalogRpc,
  DomainError,
  centsToDecimal,
  decimalToCents,
  type BusinessSettings,
  type DiscountCode,
  type DiscountCodeInput,
  type RequestContext,
} from '@artshop/contracts';
import { run } from '@artshop/persistence';
import { AppError, violatedUniqueConstraint, type ServiceClient } from '@artshop/service-kit';
import { ownerKey } from '../cart/cart.service.js';
import { CATALOG } from '../clients.js';
import { discountOf } from './discount-math.js';
import { DiscountAttempts } from './discount-attempts.js';
import {
  DISCOUNT_CODE_BY_ID,
  DISCOUNT_CODE_BY_TEXT,
  DISCOUNT_CODE_USES,
  INSERT_DISCOUNT_CODE,
  LIST_DISCOUNT_CODES,
  LOCK_DISCOUNT_CODE,
  UPDATE_DISCOUNT_CODE,
  type DiscountCodeRow,
  type SavedCode,
} from './discounts.sql.js';

/** A line of the cart or the order as a code is applied to it. */
export interface LineToDiscount {
  productId: string;
  tierId: string | null;
  unitPriceCents: number;
  quantity: number;
}

/** Who uses a code: the signed-in account, and the e-mail address when it is known (at the payment step). */
export interface CodeCustomer {
  userId: string | null;
  email: string | null;
}

/** A code applied to lines: its amount off and each line's share of it (in the lines' order). */
export interface AppliedDiscount {
  codeId: string;
  code: string;
  discountCents: number;
  lineDiscounts: number[];
}

const CODE_TAKEN = 'discount_codes_code';

/**
 * Discount codes: the back office's list and edits, and applying a code to a cart (the quote) or an
 * order (the payment's start). Every limit is checked on the server; a use is held by the order placed
 * with it, and counted under a lock on the code's row, so the last use goes to one buyer only.
 */
@Injectable()
export class DiscountCodesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CATALOG) private readonly catalog: ServiceClient<'catalog'>,
    private readonly attempts: DiscountAttempts,
  ) {}

  list(): Promise<DiscountCode[]> {
    return run(this.dataSource, LIST_DISCOUNT_CODES);
  }

  async create(input: DiscountCodeInput): Promise<DiscountCode> {
    const [id] = await this.save(input, () => run(this.dataSource, INSERT_DISCOUNT_CODE, saved(input)));
    return this.byId(id!);
  }

  async update(id: string, input: DiscountCodeInput): Promise<DiscountCode> {
    const [updated] = await this.save(input, () => run(this.dataSource, UPDATE_DISCOUNT_CODE, { ...saved(input), id }));
    if (!updated) throw AppError.notFound('Discount code not found');
    return this.byId(updated);
  }

  private async save(input: DiscountCodeInput, write: () => Promise<string[]>): Promise<string[]> {
    try {
      return await write();
    } catch (error) {
      if (violatedUniqueConstraint(error) === CODE_TAKEN) throw new DomainError('DiscountCodeTaken', { code: input.code });
      throw error;
    }
  }

  private async byId(id: string): Promise<DiscountCode> {
    const [code] = await run(this.dataSource, DISCOUNT_CODE_BY_ID, { id });
    return code!;
  }

  /**
   * Applies a code to lines, or refuses it with why (a DomainError): unknown (counted against the
   * client, which is refused after too many), not started, expired, members only, under the minimum,
   * for none of these works, used up, used by this customer already. Inside a transaction, `db` is its
   * manager: a start holding a connection never waits for a second one from the pool.
   */
  async apply(
    ctx: RequestContext,
    text: string,
    lines: readonly LineToDiscount[],
    customer: CodeCustomer,
    business: BusinessSettings,
    db: DataSource | EntityManager = this.dataSource,
  ): Promise<AppliedDiscount> {
    const client = ctx.caller.client ?? ownerKey(ctx.caller) ?? 'anonymous';
    await this.attempts.check(client);
    const [code] = await run(db, DISCOUNT_CODE_BY_TEXT, { code: text });
    if (!code || !code.active) {
      await this.attempts.failed(client);
      throw new DomainError('DiscountCodeUnknown', { code: text });
    }
    const now = new Date();
    if (code.startsAt && code.startsAt > now) throw new DomainError('DiscountCodeNotStarted', { code: code.code, startsAt: code.startsAt.toISOString() });
    if (code.endsAt && code.endsAt <= now) throw new DomainError('DiscountCodeExpired', { code: code.code });
    if (code.membersOnly) {
      const { member } = await this.catalog.call(CatalogRpc.dropAccess, {}, ctx);
      if (!member) throw new DomainError('DiscountCodeMembersOnly', { code: code.code });
    }
    const facts = await this.catalog.call(CatalogRpc.discountLineFacts, { lines: lines.map(({ productId, tierId }) => ({ productId, tierId })) }, ctx);
    const outcome = discountOf(
      code,
      lines.map((line, index) => ({ ...line, kind: facts[index]?.kind ?? null, dropIds: facts[index]?.dropIds ?? [] })),
    );
    if (!outcome.applies) {
      if (outcome.reason === 'minimum')
        throw new DomainError('DiscountCodeMinimumOrder', { code: code.code, minimum: centsToDecimal(code.minSubtotalCents), currency: business.currency });
      throw new DomainError('DiscountCodeNotApplicable', { code: code.code });
    }
    await this.checkUses(db, code, customer);
    return { codeId: code.id, code: code.code, discountCents: outcome.discountCents, lineDiscounts: outcome.lineDiscounts };
  }

  /**
   * In the transaction that places the order: locks the code's row (held until it commits, with the
   * order that takes the use written) and checks it is still good and has a use left for this customer.
   */
  async holdUse(manager: EntityManager, applied: AppliedDiscount, customer: CodeCustomer): Promise<void> {
    const [code] = await run(manager, LOCK_DISCOUNT_CODE, { id: applied.codeId });
    if (!code || !code.active) throw new DomainError('DiscountCodeUnknown', { code: applied.code });
    if (code.endsAt && code.endsAt <= new Date()) throw new DomainError('DiscountCodeExpired', { code: code.code });
    await this.checkUses(manager, code, customer);
  }

  private async checkUses(db: DataSource | EntityManager, code: DiscountCodeRow, customer: CodeCustomer): Promise<void> {
    if (code.maxUses === null && code.maxUsesPerCustomer === null) return;
    const [uses] = await run(db, DISCOUNT_CODE_USES, { codeId: code.id, userId: customer.userId, email: customer.email });
    if (code.maxUses !== null && uses!.total >= code.maxUses) throw new DomainError('DiscountCodeUsedUp', { code: code.code });
    const known = customer.userId !== null || customer.email !== null;
    if (known && code.maxUsesPerCustomer !== null && uses!.customer >= code.maxUsesPerCustomer)
      throw new DomainError('DiscountCodeUsedByCustomer', { code: code.code, times: uses!.customer });
  }
}

function saved(input: DiscountCodeInput): SavedCode {
  return {
    code: input.code,
    percentOff: input.percentOff,
    amountOffCents: input.amountOff === null ? null : decimalToCents(input.amountOff),
    productKinds: input.productKinds,
    membersOnly: input.membersOnly,
    dropId: input.dropId,
    minSubtotalCents: input.minSubtotal === null ? 0 : decimalToCents(input.minSubtotal),
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    maxUses: input.maxUses,
    maxUsesPerCustomer: input.maxUsesPerCustomer,
    active: input.active,
  };
}
