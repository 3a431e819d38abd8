import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError, itemLabel, type ArtworkFacts, type CommitAnswer, type ReservedLine, type ReserveStockInput, type RestockInput } from '@artshop/contracts';
import { Outbox } from '@artshop/event-bus';
import { queryPrepared } from '@artshop/persistence';
import { AppError } from '@artshop/service-kit';
import { recordProductsChanged } from '../products/product-events.js';
import { readSellableProducts, sellableProducts, sellableProductsFrom, type SellableProduct } from '../products/product-reads.js';
import { tierDisplayName } from '../products/products.service.js';
import { freeEditionNumbers, takeEditionNumbers } from './edition-numbers.js';

/** One stock to take from: a pricing tier, or a product without tiers. */
interface StockLine {
  productId: string;
  tierId: string | null;
  quantity: number;
}

/** Takes $3 of a pricing tier ($2) of a product on sale ($1) if `enough` holds; answers what is left. */
const takeFromTier = (enough: string) => `UPDATE pricing_tiers t SET stock = t.stock - $3 FROM products p
  WHERE t.id = $2 AND t.product_id = $1 AND p.id = t.product_id AND p.status = 'active' AND ${enough}
  RETURNING t.stock, t.product_id, t.id AS tier_id, $3::integer AS quantity`;
/** Takes $2 of a product on sale that has no tiers ($1) if `enough` holds. */
const takeFromProduct = (enough: string) => `UPDATE products SET stock = stock - $2, updated_at = now()
  WHERE id = $1 AND status = 'active' AND ${enough} AND NOT EXISTS (SELECT 1 FROM pricing_tiers WHERE product_id = $1)
  RETURNING stock, id AS product_id, NULL::uuid AS tier_id, $2::integer AS quantity`;
/** A taking and, in the same statement, the order's hold on what it took (the order and the hold's seconds are the two parameters after the taking's). */
const withHold = (taking: string, orderParameter: number) => `WITH taken AS (${taking}),
  held AS (INSERT INTO stock_reservations (order_id, product_id, tier_id, quantity, expires_at)
           SELECT $${orderParameter}::uuid, product_id, tier_id, quantity, now() + make_interval(secs => $${orderParameter + 1}) FROM taken)`;
/** withHold answering what is left: the stock row's lock is released one round trip sooner than with the hold written apart. */
const andHold = (taking: string, orderParameter: number) => `${withHold(taking, orderParameter)} SELECT stock FROM taken`;
/**
 * withHold only when some stock is left after the taking and the order holds nothing yet, answering
 * the product as pricing reads it: most orders' whole reservation (see reserve).
 */
const holdLeavingSome = (takeIf: (enough: string) => string, left: string, orderParameter: number) =>
  `${withHold(takeIf(`${left} AND NOT EXISTS (SELECT 1 FROM stock_reservations WHERE order_id = $${orderParameter})`), orderParameter)}
   ${sellableProductsFrom('taken JOIN products p ON p.id = taken.product_id')}`;
/** The statements of each kind of stock: a tier's (3 parameters) or a product's own (2). */
const TIER_STOCK = {
  take: takeFromTier('t.stock >= $3'),
  takeAndHold: andHold(takeFromTier('t.stock >= $3'), 4),
  holdLeavingSome: holdLeavingSome(takeFromTier, 't.stock > $3', 4),
};
const PRODUCT_STOCK = {
  take: takeFromProduct('stock >= $2'),
  takeAndHold: andHold(takeFromProduct('stock >= $2'), 3),
  holdLeavingSome: holdLeavingSome(takeFromProduct, 'stock > $2', 3),
};

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
  ) {}

  async reserve({ orderId, lines, holdSeconds }: ReserveStockInput): Promise<{ lines: ReservedLine[] }> {
    const stock = combine(lines);
    // Most orders: one stock with more than enough of it. One statement takes and holds it, atomic
    // without a transaction, no event due since nothing runs out, and answers the product to price
    // the line: four round trips fewer. It takes nothing from the last pieces of a stock (the last
    // original: the way below then records that it sold out), nor for an order that holds stock
    // already (a retried call), nor from a product that is not for sale: those cost one statement more.
    if (stock.length === 1) {
      const [statements, values] = statementsFor(stock[0]!);
      const [product] = await sellableProducts(this.dataSource.manager, statements.holdLeavingSome, [...values, orderId, holdSeconds]);
      if (product) return { lines: lines.map((line) => priceReserved(line, product)) };
    }
    const sellable = await readSellableProducts(
      this.dataSource.manager,
      stock.map((line) => line.productId),
    );
    const products = new Map(sellable.map((product) => [product.id, product]));
    const priced = lines.map((line) => priceReserved(line, products.get(line.productId)));
    // A retried call for the same order takes nothing more.
    const held = await queryPrepared(this.dataSource.manager, `SELECT 1 FROM stock_reservations WHERE order_id = $1 LIMIT 1`, [orderId]);
    if (held.length > 0) return { lines: priced };
    return this.dataSource.transaction(async (manager) => {
      const { shortfall, emptied } = await this.take(manager, stock, { orderId, holdSeconds });
      if (shortfall) throw await this.shortfallError(manager, shortfall);
      await recordProductsChanged(this.outbox, manager, emptied);
      return { lines: priced };
    });
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
      const rows: Array<StockLine & { status: string }> = await manager.query(
        `SELECT product_id AS "productId", tier_id AS "tierId", quantity, status FROM stock_reservations WHERE order_id = $1 ORDER BY id FOR UPDATE`,
        [orderId],
      );
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
      await manager.query(`UPDATE stock_reservations SET status = 'committed', updated_at = now() WHERE order_id = $1 AND status <> 'committed'`, [orderId]);
      // A held piece that was the last one turns from Reserved to Sold: the shop's cached pages must show it.
      for (const productId of await emptyStocks(manager, orderId)) changed.add(productId);
      await recordProductsChanged(this.outbox, manager, [...changed]);
      for (const line of combine(rows)) if (line.tierId) await this.alertIfRunningOut(manager, line.tierId);
      return { committed: true, artworks: await artworkFacts(manager, orderId) };
    });
  }

  /** The payment failed or was abandoned: held stock goes back on sale, once (the status guard makes a second release a no-op). */
  async release(orderId: string): Promise<{ released: number }> {
    return this.dataSource.transaction(async (manager) => {
      const [rows]: [StockLine[], number] = await manager.query(
        `UPDATE stock_reservations SET status = 'released', updated_at = now() WHERE order_id = $1 AND status = 'active'
         RETURNING product_id AS "productId", tier_id AS "tierId", quantity`,
        [orderId],
      );
      const restocked = new Set<string>();
      for (const line of combine(rows)) {
        const [[row]]: [Array<{ stock: number }>, number] = line.tierId
          ? await manager.query(`UPDATE pricing_tiers SET stock = stock + $2 WHERE id = $1 RETURNING stock`, [line.tierId, line.quantity])
          : await manager.query(`UPDATE products SET stock = stock + $2, updated_at = now() WHERE id = $1 RETURNING stock`, [line.productId, line.quantity]);
        if (row?.stock === line.quantity) restocked.add(line.productId);
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
      const first: unknown[] = await manager.query(`INSERT INTO stock_restocks (key, lines) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key`, [
        key,
        JSON.stringify(lines),
      ]);
      if (first.length === 0) return { restocked: 0 };
      const refilled = new Set<string>();
      let restocked = 0;
      for (const line of combine(lines)) {
        let before: number;
        let after: number;
        if (line.tierId) {
          // Locked first, so the numbers and holds counted below are the ones that stand.
          const [tier]: Array<{ stock: number; limited: boolean }> = await manager.query(
            `SELECT stock, edition_size IS NOT NULL AND type <> 'Original' AS limited FROM pricing_tiers WHERE id = $2 AND product_id = $1 FOR UPDATE`,
            [line.productId, line.tierId],
          );
          // A tier deleted since the sale has nothing to go back to.
          if (!tier) continue;
          if (tier.limited) await freeEditionNumbers(manager, orderId, line.tierId, line.quantity);
          if (!returnToStock) continue;
          const [[row]]: [Array<{ stock: number }>, number] = await manager.query(
            tier.limited
              ? `UPDATE pricing_tiers t SET stock = LEAST(t.stock + $2, GREATEST(t.stock, t.edition_size
                   - (SELECT count(*) FROM edition_numbers e WHERE e.tier_id = t.id)
                   - (SELECT coalesce(sum(r.quantity), 0) FROM stock_reservations r WHERE r.tier_id = t.id AND r.status = 'active')))
                 WHERE t.id = $1 RETURNING t.stock`
              : `UPDATE pricing_tiers SET stock = stock + $2 WHERE id = $1 RETURNING stock`,
            [line.tierId, line.quantity],
          );
          [before, after] = [tier.stock, row!.stock];
        } else {
          if (!returnToStock) continue;
          const [[row]]: [Array<{ stock: number }>, number] = await manager.query(
            `UPDATE products SET stock = stock + $2, updated_at = now() WHERE id = $1 RETURNING stock`,
            [line.productId, line.quantity],
          );
          if (!row) continue;
          [before, after] = [row.stock - line.quantity, row.stock];
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
    const [crossed] = await queryPrepared<{ productId: string; productName: string; type: string; size: string; left: number; threshold: number | null }>(
      manager,
      `UPDATE pricing_tiers t
            SET low_stock_alerted = t.low_stock_alerted OR coalesce(t.stock <= t.low_stock_threshold, false), sold_out_alerted = t.sold_out_alerted OR t.stock <= 0
           FROM products p
          WHERE t.id = $1 AND p.id = t.product_id
            AND ((t.stock <= 0 AND NOT t.sold_out_alerted) OR (t.stock > 0 AND t.stock <= t.low_stock_threshold AND NOT t.low_stock_alerted))
      RETURNING p.id AS "productId", p.name AS "productName", t.type, t.size, greatest(t.stock, 0) AS "left", t.low_stock_threshold AS threshold`,
      [tierId],
    );
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
    const orders: Array<{ order_id: string }> = await this.dataSource.query(
      `SELECT DISTINCT order_id FROM stock_reservations WHERE status = 'active' AND expires_at < now() LIMIT $1`,
      [limit],
    );
    let released = 0;
    for (const { order_id } of orders) if ((await this.release(order_id)).released > 0) released += 1;
    return released;
  }

  /** Orders whose stock is held now (their buyers are paying). */
  async activeHolds(): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT count(DISTINCT order_id)::int AS orders FROM stock_reservations WHERE status = 'active'`)) as {
      orders: number;
    }[];
    return row?.orders ?? 0;
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
      const [statements, values] = statementsFor(line);
      const taken = hold
        ? await queryPrepared<{ stock: number }>(manager, statements.takeAndHold, [...values, hold.orderId, hold.holdSeconds])
        : await queryPrepared<{ stock: number }>(manager, statements.take, values);
      if (taken.length === 0) return { shortfall: line, emptied: [] };
      if (taken[0]!.stock === 0) emptied.add(line.productId);
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
    const [row]: Array<{ stock: number }> = line.tierId
      ? await manager.query(`SELECT stock FROM pricing_tiers WHERE id = $1`, [line.tierId])
      : await manager.query(`SELECT stock FROM products WHERE id = $1 AND status = 'active'`, [line.productId]);
    const left = row?.stock ?? 0;
    if (left <= 0) {
      const [held]: Array<{ until: Date | null }> = await manager.query(
        `SELECT min(expires_at) AS until FROM stock_reservations WHERE status = 'active' AND product_id = $1 AND tier_id IS NOT DISTINCT FROM $2`,
        [line.productId, line.tierId],
      );
      if (held?.until) return new DomainError('ItemReserved', { item, reservedUntil: held.until.toISOString() });
    }
    return new DomainError('SoldOut', { item, left });
  }

  /** “Blue Hour” or “Blue Hour” (Print 12x16). */
  private async itemName(manager: EntityManager, line: StockLine): Promise<string> {
    const [row]: Array<{ name: string; type: string | null; size: string | null }> = await manager.query(
      `SELECT p.name, t.type, t.size FROM products p LEFT JOIN pricing_tiers t ON t.id = $2 WHERE p.id = $1`,
      [line.productId, line.tierId],
    );
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
  const rows: Array<{
    productId: string;
    tierId: string | null;
    title: string;
    year: number | null;
    medium: string | null;
    dimensions: string | null;
    isOriginal: boolean;
    tierType: string | null;
    tierSize: string | null;
    editionSize: number | null;
    editionNumbers: number[];
  }> = await manager.query(
    `SELECT r.product_id AS "productId", r.tier_id AS "tierId", p.name AS title, p.year, p.medium, p.dimensions, p.is_original AS "isOriginal",
            t.type AS "tierType", t.size AS "tierSize", t.edition_size AS "editionSize",
            coalesce((SELECT array_agg(e.number ORDER BY e.number) FROM edition_numbers e WHERE e.order_id = $1 AND e.tier_id = r.tier_id), '{}') AS "editionNumbers"
       FROM (SELECT DISTINCT product_id, tier_id FROM stock_reservations WHERE order_id = $1) r
       JOIN products p ON p.id = r.product_id
       LEFT JOIN pricing_tiers t ON t.id = r.tier_id`,
    [orderId],
  );
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

/** The products of an order's pieces whose stock is now empty. */
async function emptyStocks(manager: EntityManager, orderId: string): Promise<string[]> {
  const rows: Array<{ productId: string }> = await manager.query(
    `SELECT DISTINCT r.product_id AS "productId"
       FROM stock_reservations r
       JOIN products p ON p.id = r.product_id
       LEFT JOIN pricing_tiers t ON t.id = r.tier_id
      WHERE r.order_id = $1 AND (CASE WHEN r.tier_id IS NULL THEN p.stock ELSE t.stock END) <= 0`,
    [orderId],
  );
  return rows.map((row) => row.productId);
}

class SoldMeanwhile extends Error {
  constructor(readonly items: string[]) {
    super('sold meanwhile');
  }
}

/** A stock's statements and the values of its taking. */
function statementsFor(line: StockLine): [typeof TIER_STOCK, unknown[]] {
  return line.tierId ? [TIER_STOCK, [line.productId, line.tierId, line.quantity]] : [PRODUCT_STOCK, [line.productId, line.quantity]];
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
