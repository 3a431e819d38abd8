import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError, itemLabel, type ArtworkFacts, type CommitAnswer, type ReservedLine, type ReserveStockInput, type RestockInput } from '@artshop/contracts';
import { Outbox } from '@artshop/event-bus';
import { run } from '@artshop/persistence';
import { AppError } from '@artshop/service-kit';
import { DropsService } from '../drops/drops.service.js';
import { recordProductsChanged } from '../products/product-events.js';
import { readSellableProducts, type SellableProduct } from '../products/product-reads.js';
import { tierDisplayName } from '../products/products.service.js';
import { freeEditionNumbers, takeEditionNumbers } from './edition-numbers.js';
import {
  ACTIVE_HOLD_ORDERS,
  COMMIT_ORDER_HOLDS,
  EXPIRED_HOLD_ORDERS,
  FIRST_HOLD_END,
  ITEM_NAME,
  LOCK_ORDER_HOLDS,
  LOCK_TIER_TO_RESTOCK,
  MARK_RUNNING_OUT,
  ORDER_ARTWORKS,
  ORDER_EMPTIED_PRODUCTS,
  ORDER_HOLDS_SOME,
  RECORD_RESTOCK,
  RELEASE_ORDER_HOLDS,
  RESTOCK_LIMITED_TIER,
  RESTOCK_PRODUCT,
  RESTOCK_TIER,
  statementsOf,
  type StockLine,
} from './stock.sql.js';

/**
 * Stock held for orders while their buyers pay. Every taking is one conditional UPDATE (stock >=
 * quantity), so two buyers of the last original cannot both get it and stock never goes below zero;
 * the lines of an order are taken together (the same tier twice counts once, summed) and in one
 * order of keys, so two orders never wait on each other.
 */
@Injectable()
export class StockService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly drops: DropsService,
  ) {}

  /** A drop that has not opened to the buyer (userId) holds its works back: nothing is taken (NotOnSaleYet). */
  async reserve({ orderId, lines, holdSeconds }: ReserveStockInput, userId: string | null = null): Promise<{ lines: ReservedLine[] }> {
    await this.refuseHeldBack(lines, userId);
    const stock = combine(lines);
    // Most orders: one stock with more than enough of it. One statement takes and holds it, atomic
    // without a transaction, no event due since nothing runs out, and answers the product to price
    // the line: four round trips fewer. It takes nothing from the last pieces of a stock (the last
    // original: the way below then records that it sold out), nor for an order that holds stock
    // already (a retried call), nor from a product that is not for sale: those cost one statement more.
    if (stock.length === 1) {
      const [product] = await run(this.dataSource.manager, statementsOf(stock[0]!).holdLeavingSome, { ...stock[0]!, orderId, holdSeconds });
      if (product) return { lines: lines.map((line) => priceReserved(line, product)) };
    }
    const sellable = await readSellableProducts(
      this.dataSource.manager,
      stock.map((line) => line.productId),
    );
    const products = new Map(sellable.map((product) => [product.id, product]));
    const priced = lines.map((line) => priceReserved(line, products.get(line.productId)));
    // A retried call for the same order takes nothing more.
    if ((await run(this.dataSource.manager, ORDER_HOLDS_SOME, { orderId })).length > 0) return { lines: priced };
    return this.dataSource.transaction(async (manager) => {
      const { shortfall, emptied } = await this.take(manager, stock, { orderId, holdSeconds });
      if (shortfall) throw await this.shortfallError(manager, shortfall);
      await recordProductsChanged(this.outbox, manager, emptied);
      return { lines: priced };
    });
  }

  private async refuseHeldBack(lines: ReserveStockInput['lines'], userId: string | null): Promise<void> {
    const held = await this.drops.heldBack(
      lines.map((line) => line.productId),
      userId,
    );
    const line = lines.find((candidate) => held.has(candidate.productId));
    if (!line) return;
    const [product] = await readSellableProducts(this.dataSource.manager, [line.productId]);
    throw new DomainError('NotOnSaleYet', { item: itemLabel(product?.name ?? 'An item in your cart', null), ...held.get(line.productId)! });
  }

  /**
   * The order is paid: its held stock is sold for good. A hold that expired (and was given back) is
   * taken again if it is still there; if someone else bought it meanwhile, soldOut names it and
   * nothing is taken (cart-order refunds the buyer).
   */
  async commit(orderId: string): Promise<CommitAnswer> {
    try {
      return await this.commitHeld(orderId);
    } catch (error) {
      if (error instanceof SoldMeanwhile) return { committed: false, soldOut: error.items };
      throw error;
    }
  }

  private commitHeld(orderId: string): Promise<CommitAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await run(manager, LOCK_ORDER_HOLDS, { orderId });
      if (rows.length === 0) throw AppError.notFound('No stock is held for this order');
      if (rows.every((row) => row.status === 'committed')) return { committed: true, artworks: await artworkFacts(manager, orderId) };
      const released = new Map(combine(rows.filter((row) => row.status === 'released')).map((line) => [stockKey(line), line]));
      const changed = new Set<string>();
      // One walk in the order of keys (every taker's order of row locks): what an expired hold gave
      // back is taken again, and a limited edition's prints get their numbers. Thrown to roll back
      // what was taken before a short line.
      for (const line of combine(rows)) {
        const back = released.get(stockKey(line));
        if (back) {
          const taken = await this.take(manager, [back]);
          if (taken.shortfall) throw new SoldMeanwhile([await this.itemName(manager, taken.shortfall)]);
          for (const productId of taken.emptied) changed.add(productId);
        }
        if (line.tierId && !(await takeEditionNumbers(manager, orderId, line.tierId, line.quantity)))
          throw new SoldMeanwhile([await this.itemName(manager, line)]);
      }
      await run(manager, COMMIT_ORDER_HOLDS, { orderId });
      // A held piece that was the last one turns from Reserved to Sold: the shop's cached pages must show it.
      for (const productId of await run(manager, ORDER_EMPTIED_PRODUCTS, { orderId })) changed.add(productId);
      await recordProductsChanged(this.outbox, manager, [...changed]);
      for (const line of combine(rows)) if (line.tierId) await this.alertIfRunningOut(manager, line.tierId);
      return { committed: true, artworks: await artworkFacts(manager, orderId) };
    });
  }

  /** The payment failed or was abandoned: held stock goes back on sale, once (the status guard makes a second release a no-op). */
  async release(orderId: string): Promise<{ released: number }> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await run(manager, RELEASE_ORDER_HOLDS, { orderId });
      const restocked = new Set<string>();
      for (const line of combine(rows)) {
        const [stock] = await run(manager, statementsOf(line).restock, line);
        if (stock === line.quantity) restocked.add(line.productId);
      }
      await recordProductsChanged(this.outbox, manager, [...restocked]);
      return { released: rows.length };
    });
  }

  /**
   * A refunded order's pieces: a limited edition's prints give their numbers back, and with
   * returnToStock the pieces go back on sale (never left the studio, or came back to it), a limited
   * edition's never above the numbers free. Once per key: the refund's retry does nothing more. A
   * stock that refills from zero announces product.changed (the shop stops showing Sold).
   */
  async restock({ key, orderId, returnToStock, lines }: RestockInput): Promise<{ restocked: number }> {
    return this.dataSource.transaction(async (manager) => {
      if ((await run(manager, RECORD_RESTOCK, { key, lines })).length === 0) return { restocked: 0 };
      const refilled = new Set<string>();
      let restocked = 0;
      for (const line of combine(lines)) {
        let before: number;
        let after: number;
        if (line.tierId) {
          // Locked first, so the numbers and holds counted below are the ones that stand.
          const [tier] = await run(manager, LOCK_TIER_TO_RESTOCK, line);
          // A tier deleted since the sale has nothing to go back to.
          if (!tier) continue;
          if (tier.limited) await freeEditionNumbers(manager, orderId, line.tierId, line.quantity);
          if (!returnToStock) continue;
          const [stock] = await run(manager, tier.limited ? RESTOCK_LIMITED_TIER : RESTOCK_TIER, line);
          [before, after] = [tier.stock, stock!];
        } else {
          if (!returnToStock) continue;
          const [stock] = await run(manager, RESTOCK_PRODUCT, line);
          if (stock === undefined) continue;
          [before, after] = [stock - line.quantity, stock];
        }
        restocked += after - before;
        if (before <= 0 && after > 0) refilled.add(line.productId);
      }
      await recordProductsChanged(this.outbox, manager, [...refilled]);
      return { restocked };
    });
  }

  /**
   * A sale that left a tier at or under its threshold, or sold it out, tells the artist (stock.low),
   * once per crossing: the same statement marks the alert sent, and a second sale at the same time
   * waits for its row lock and then finds it marked. Stock going back above the threshold re-arms it
   * (the pricing_tiers trigger).
   */
  private async alertIfRunningOut(manager: EntityManager, tierId: string): Promise<void> {
    const [crossed] = await run(manager, MARK_RUNNING_OUT, { tierId });
    if (!crossed) return;
    await this.outbox.record(manager, 'stock.low', {
      productId: crossed.productId,
      productName: crossed.productName,
      tierId,
      tier: tierDisplayName(crossed),
      left: crossed.left,
      threshold: crossed.threshold,
    });
  }

  /** Gives back every hold past its expiry; answers how many orders' stock came back. */
  async releaseExpired(limit = 100): Promise<number> {
    let released = 0;
    for (const orderId of await run(this.dataSource.manager, EXPIRED_HOLD_ORDERS, { limit })) if ((await this.release(orderId)).released > 0) released += 1;
    return released;
  }

  /** Orders whose stock is held now (their buyers are paying). */
  async activeHolds(): Promise<number> {
    const [orders] = await run(this.dataSource.manager, ACTIVE_HOLD_ORDERS);
    return orders ?? 0;
  }

  /**
   * Takes each stock line (for an order's hold: and records the hold, in the same statement); answers
   * the first that is short (the caller then rolls the transaction back), and the products of which a
   * stock ran out: only those change what the shop shows (Sold), so only those announce
   * product.changed. (A print run's exact count is checked again at every hold.)
   */
  private async take(
    manager: EntityManager,
    stock: StockLine[],
    hold?: { orderId: string; holdSeconds: number },
  ): Promise<{ shortfall?: StockLine; emptied: string[] }> {
    const emptied = new Set<string>();
    for (const line of stock) {
      const [left] = hold ? await run(manager, statementsOf(line).takeAndHold, { ...line, ...hold }) : await run(manager, statementsOf(line).take, line);
      if (left === undefined) return { shortfall: line, emptied: [] };
      if (left === 0) emptied.add(line.productId);
    }
    return { emptied: [...emptied] };
  }

  /**
   * '“Blue Hour” has just been sold', how many are left when there are some, or, when none is left
   * while another buyer pays for the last of it, that it is reserved and may come back.
   */
  /** Why a line could not be held: sold, only some left, or held by another buyer until a time. */
  private async shortfallError(manager: EntityManager, line: StockLine): Promise<DomainError> {
    const item = await this.itemName(manager, line);
    const [stock] = await run(manager, statementsOf(line).stock, line);
    const left = stock ?? 0;
    if (left <= 0) {
      const [until] = await run(manager, FIRST_HOLD_END, line);
      if (until) return new DomainError('ItemReserved', { item, reservedUntil: until.toISOString() });
    }
    return new DomainError('SoldOut', { item, left });
  }

  /** “Blue Hour” or “Blue Hour” (Print 12x16). */
  private async itemName(manager: EntityManager, line: StockLine): Promise<string> {
    const [row] = await run(manager, ITEM_NAME, line);
    if (!row) return 'An item in your cart';
    return itemLabel(row.name, row.type && row.size ? tierDisplayName({ type: row.type, size: row.size }) : null);
  }
}

/** A line as the order records it; a product no longer for sale (or a tier it no longer has) is refused, naming it. */
function priceReserved(line: ReserveStockInput['lines'][number], product: SellableProduct | undefined): ReservedLine {
  const tier = line.tierId ? product?.pricingTiers.find((candidate) => candidate.id === line.tierId) : undefined;
  const sellable = product?.status === 'active' && (line.tierId ? tier !== undefined : product.pricingTiers.length === 0);
  if (!product || !sellable)
    throw new DomainError('ItemUnavailable', { item: product ? itemLabel(product.name, tier ? tierDisplayName(tier) : null) : 'An item in your cart' });
  return {
    productId: product.id,
    tierId: tier?.id ?? null,
    productName: product.name,
    tierDisplayName: tier ? tierDisplayName(tier) : null,
    image: product.image,
    unitPriceCents: tier?.priceCents ?? product.priceCents,
    quantity: line.quantity,
  };
}

/**
 * The certificate facts of an order's pieces. A print's dimensions are its tier's size and its medium
 * names the tier; an original's are the product's own.
 */
async function artworkFacts(manager: EntityManager, orderId: string): Promise<ArtworkFacts[]> {
  const rows = await run(manager, ORDER_ARTWORKS, { orderId });
  return rows.map((row) => {
    const original = row.tierId ? row.tierType === 'Original' : row.isOriginal;
    const print = row.tierId !== null && !original;
    return {
      productId: row.productId,
      tierId: row.tierId,
      title: row.title,
      year: row.year,
      medium: print && row.tierType ? (row.medium ? `${row.tierType} after the original (${row.medium})` : row.tierType) : row.medium,
      dimensions: print ? (row.tierSize ?? row.dimensions) : (row.dimensions ?? row.tierSize),
      original,
      editionSize: print ? row.editionSize : null,
      editionNumbers: print && row.editionSize !== null ? row.editionNumbers : [],
    };
  });
}

class SoldMeanwhile extends Error {
  constructor(readonly items: string[]) {
    super('sold meanwhile');
  }
}

const stockKey = (line: StockLine) => `${line.productId}:${line.tierId ?? ''}`;

/** One line per stock, quantities summed, sorted by key: the order every caller takes row locks in. */
function combine(lines: readonly StockLine[]): StockLine[] {
  const byKey = new Map<string, StockLine>();
  for (const line of lines) {
    const key = stockKey(line);
    const seen = byKey.get(key);
    byKey.set(key, { productId: line.productId, tierId: line.tierId, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, line]) => line);
}
