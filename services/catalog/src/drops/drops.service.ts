import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { productKindOf, type DiscountLineFacts, type Drop, type DropInput, type ProductDrop } from '@artshop/contracts';
import { run } from '@artshop/persistence';
import { AppError, rethrowAsConflict } from '@artshop/service-kit';
import {
  ADD_DROP_PRODUCTS,
  CLEAR_DROP_PRODUCTS,
  COUNT_PRODUCTS,
  DROP_BY_ID,
  HELD_BACK,
  INSERT_DROP,
  IS_MEMBER,
  LIST_DROPS,
  PRODUCTS_IN_OTHER_DROPS,
  PUBLIC_DROP_BY_SLUG,
  UPDATE_DROP,
  WAITING_DROP_OF_PRODUCT,
  type DropRow,
  DISCOUNT_LINE_FACTS,
} from './drops.sql.js';
import { DropRelease } from './drop-release.js';

const DROP_CONFLICTS = { drops_slug_key: 'Another drop already has this slug' };
const DROP_NOT_FOUND = 'Drop not found';

/** Why a drop holds a product back from a caller now: it opens to everyone at opensAt; membersOnly while members' early access runs. */
export interface HeldBack {
  drop: string;
  opensAt: string;
  membersOnly: boolean;
}

/**
 * Drops: the artist's releases of works at a set instant. A scheduled drop holds its works back until
 * its release (the database's clock decides, at the second), or from its early access for a Mail Club
 * member; DropRelease then records that it opened, once per phase.
 */
@Injectable()
export class DropsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly release: DropRelease,
  ) {}

  async list(): Promise<Drop[]> {
    return (await run(this.dataSource, LIST_DROPS)).map(toDrop);
  }

  /** A scheduled or released drop for the storefront; a draft is not there. */
  async publicBySlug(slug: string): Promise<Drop> {
    const [row] = await run(this.dataSource, PUBLIC_DROP_BY_SLUG, { slug });
    if (!row) throw AppError.notFound(DROP_NOT_FOUND);
    return toDrop(row);
  }

  /** The drop that still holds this product back, or null. */
  async ofProduct(productId: string): Promise<ProductDrop | null> {
    const [row] = await run(this.dataSource, WAITING_DROP_OF_PRODUCT, { productId });
    return row ? { slug: row.slug, name: row.name, releaseAt: row.releaseAt.toISOString(), earlyAccessAt: row.earlyAccessAt?.toISOString() ?? null } : null;
  }

  async create(input: DropInput): Promise<Drop> {
    return this.write(null, input);
  }

  async update(id: string, input: DropInput): Promise<Drop> {
    return this.write(id, input);
  }

  async delete(id: string): Promise<null> {
    const { affected } = await this.dataSource.createQueryBuilder().delete().from('drops').where('id = :id', { id }).execute();
    if (!affected) throw AppError.notFound(DROP_NOT_FOUND);
    return null;
  }

  /**
   * Which of these products a drop holds back from this caller now: not yet released, and either no early
   * access running or the caller not a member. Keyed by product id; a product in none is absent.
   */
  async heldBack(productIds: readonly string[], userId: string | null, manager: EntityManager = this.dataSource.manager): Promise<Map<string, HeldBack>> {
    if (productIds.length === 0) return new Map();
    const rows = await run(manager, HELD_BACK, { productIds: [...new Set(productIds)], userId });
    return new Map(
      rows
        .filter((row) => !(row.earlyAccess && row.member))
        .map((row) => [row.productId, { drop: row.name, opensAt: row.releaseAt.toISOString(), membersOnly: row.earlyAccess }]),
    );
  }

  /** For cart-order's discount codes: each line's kind of product (null: no such product) and the drops its work is in, in the lines' order. */
  async discountLineFacts(lines: ReadonlyArray<{ productId: string; tierId: string | null }>): Promise<DiscountLineFacts[]> {
    if (lines.length === 0) return [];
    const rows = await run(this.dataSource, DISCOUNT_LINE_FACTS, { lines });
    return rows.map((row) => ({
      productId: row.product_id,
      tierId: row.tier_id,
      kind: row.found ? productKindOf(row.tier_id ? (row.tier_type ?? '') : null, row.is_original === true) : null,
      dropIds: row.drop_ids,
    }));
  }

  async isMember(userId: string | null): Promise<boolean> {
    if (!userId) return false;
    const [member] = await run(this.dataSource, IS_MEMBER, { userId });
    return member ?? false;
  }

  /**
   * Saves a drop with its works (each in one drop at most). A released drop keeps its status: its works are
   * on sale. Rescheduling is picked up by the release job at once (its steps are named by the instant).
   */
  private async write(id: string | null, input: DropInput): Promise<Drop> {
    let saved: string;
    try {
      saved = await this.dataSource.transaction(async (manager) => {
        if (input.productIds.length) {
          const [count] = await run(manager, COUNT_PRODUCTS, { productIds: input.productIds });
          if (count !== input.productIds.length)
            throw AppError.badRequest('One of the chosen works does not exist (any more)', { productIds: 'One of the chosen works does not exist (any more)' });
          const taken = await run(manager, PRODUCTS_IN_OTHER_DROPS, { productIds: input.productIds, dropId: id });
          if (taken.length) {
            const message = `Already in another drop: ${taken.join(', ')}`;
            throw AppError.badRequest(message, { productIds: message });
          }
        }
        let dropId: string;
        if (id) {
          const [updated] = await run(manager, UPDATE_DROP, { ...input, id });
          if (!updated) throw AppError.notFound(DROP_NOT_FOUND);
          dropId = updated;
          await run(manager, CLEAR_DROP_PRODUCTS, { dropId });
        } else {
          const [inserted] = await run(manager, INSERT_DROP, input);
          dropId = inserted!;
        }
        await run(manager, ADD_DROP_PRODUCTS, { dropId, productIds: input.productIds });
        return dropId;
      });
    } catch (error) {
      rethrowAsConflict(error, DROP_CONFLICTS);
    }
    this.release.kick();
    const [row] = await run(this.dataSource, DROP_BY_ID, { id: saved });
    return toDrop(row!);
  }
}

function toDrop(row: DropRow): Drop {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    story: row.story,
    coverImage: row.coverImage,
    status: row.status,
    releaseAt: row.releaseAt.toISOString(),
    earlyAccessAt: row.earlyAccessAt?.toISOString() ?? null,
    earlyAccessHours: row.earlyAccessHours,
    open: row.open,
    openToMembers: row.earlyOpen,
    works: row.works,
    productIds: row.productIds,
  };
}
