import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, Not, type DataSource, type EntityManager } from 'typeorm';
import {
  CartOrderRpc,
  centsToDecimal,
  PRODUCT_ARCHIVED_MESSAGE,
  TIER_STOCK_MESSAGE,
  decimalToCents,
  productInputSchema,
  type Caller,
  type PriceLineRequest,
  type PricedLine,
  type UnavailableReason,
  type Product as ProductDto,
  type ProductArchivedAnswer,
  type ProductFigures,
  type ProductInput,
  type ProductListQuery,
  type ProductPage,
  type ProductPageQuery,
  type RequestContext,
} from '@artshop/contracts';
import { Outbox } from '@artshop/event-bus';
import { run } from '@artshop/persistence';
import { AppError, parseInput, rethrowAsConflict, type RawJson, type ServiceClient } from '@artshop/service-kit';
import { Category } from '../categories/category.entity.js';
import { Tag } from '../categories/tag.entity.js';
import { CART_ORDER } from '../clients.js';
import { DropsService, type HeldBack } from '../drops/drops.service.js';
import { checkEditionEdit, lockEditionCounts } from '../stock/edition-numbers.js';
import { PricingTier } from './pricing-tier.entity.js';
import { Product } from './product.entity.js';
import { readProductPage } from './product-pages.js';
import { readProducts, readProductsJson, readSellableProducts, type SellableProduct } from './product-reads.js';
import { ACTIVE_HOLDS_ON } from './products.sql.js';
import { firstShopPosition } from './shop-order.service.js';

const PRODUCT_CONFLICTS = {
  products_slug_key: 'A product with this slug already exists',
  products_sku_key: 'A product with this SKU already exists',
};

const ADMIN: Caller = { userId: null, role: 'admin', sessionId: null };

@Injectable()
export class ProductsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @Inject(CART_ORDER) private readonly cartOrder: ServiceClient<'cart-order'>,
    private readonly drops: DropsService,
  ) {}

  private get products() {
    return this.dataSource.getRepository(Product);
  }

  /** For the dashboard: how many products are on sale, and the three added last (whatever their status). */
  async figures(): Promise<ProductFigures> {
    const [activeProducts, recent] = await Promise.all([
      this.products.countBy({ status: 'active' }),
      this.products.find({ select: { id: true, name: true, priceCents: true }, order: { createdAt: 'DESC', id: 'ASC' }, take: 3 }),
    ]);
    return { activeProducts, recentProducts: recent.map((product) => ({ id: product.id, name: product.name, price: centsToDecimal(product.priceCents) })) };
  }

  /** Visitors see active products only; the admin sees drafts and archived ones too. As the answer's JSON text (readProductsJson). */
  async list(query: ProductListQuery, caller: Caller): Promise<RawJson<ProductDto[]>> {
    const conditions: string[] = [];
    if (caller.role !== 'admin') conditions.push(`p.status = 'active'`);
    if (query.category) conditions.push('category.slug = $1');
    return readProductsJson(this.dataSource.manager, conditions.join(' AND ') || 'true', query.category ? [query.category] : [], caller);
  }

  /** One page of products, filtered, searched and sorted in PostgreSQL (see readProductPage). */
  async page(query: ProductPageQuery, caller: Caller): Promise<RawJson<ProductPage>> {
    return readProductPage(this.dataSource.manager, query, caller);
  }

  async get(id: string, caller: Caller, manager: EntityManager = this.dataSource.manager): Promise<ProductDto> {
    const [product] = await readProducts(manager, 'p.id = $1', [id], caller);
    if (!product || (product.status !== 'active' && caller.role !== 'admin')) throw AppError.notFound('Product not found');
    return product;
  }

  /** A new product with its pricing tiers and tags; product.changed is recorded in the same transaction. */
  async create(body: unknown): Promise<ProductDto> {
    const input = checkedInput(body);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const tags = await this.findTags(manager, input);
        await this.checkCategory(manager, input.categoryId);
        const product = await manager.save(manager.create(Product, { ...productColumns(input), tags, shopPosition: await firstShopPosition(manager) }));
        for (const [position, tier] of input.pricingTiers.entries()) await manager.insert(PricingTier, tierColumns(product.id, tier, position));
        await this.outbox.record(manager, 'product.changed', { productId: product.id, change: 'created' });
        return this.get(product.id, ADMIN, manager);
      });
    } catch (error) {
      rethrowAsConflict(error, PRODUCT_CONFLICTS);
    }
  }

  /**
   * Changes a product. The body may be the whole product or only the fields that change; what it
   * leaves out stays as it is. Pricing tiers, when given, replace the list as a whole: a tier sent
   * back with its id is updated in place, so cart lines pointing at it keep working.
   */
  async update(id: string, body: unknown): Promise<ProductDto> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const current = await this.lockProduct(manager, id);
        const input = checkedInput(mergeInto(await this.get(id, ADMIN, manager), body));
        const tags = await this.findTags(manager, input);
        await this.checkCategory(manager, input.categoryId);

        // The row is locked, so save() only writes columns and the tag links (tiers are handled below).
        await manager.save(Object.assign(current, productColumns(input), { tags, updatedAt: new Date() }));
        await this.replaceTiers(manager, id, input.pricingTiers);
        const change = input.status === 'archived' && current.status !== 'archived' ? 'archived' : 'updated';
        await this.outbox.record(manager, 'product.changed', { productId: id, change });
        return this.get(id, ADMIN, manager);
      });
    } catch (error) {
      rethrowAsConflict(error, PRODUCT_CONFLICTS);
    }
  }

  /**
   * Deletes a product that nobody has ordered. An ordered one is archived instead: its order lines
   * keep their own name and price, but the admin's history should still find the product. Orders
   * live in cart-order, which is asked while the product row is locked, so a checkout that locks
   * the same row to reserve stock waits for the decision.
   */
  async delete(id: string, ctx: RequestContext): Promise<ProductArchivedAnswer | null> {
    return this.dataSource.transaction(async (manager) => {
      const product = await this.lockProduct(manager, id);
      const { ordered } = await this.cartOrder.call(CartOrderRpc.hasOrderedProduct, { productId: id }, ctx);
      if (ordered) {
        if (product.status !== 'archived') {
          await manager.update(Product, { id }, { status: 'archived', updatedAt: new Date() });
          await this.outbox.record(manager, 'product.changed', { productId: id, change: 'archived' });
        }
        return { archived: true, message: PRODUCT_ARCHIVED_MESSAGE };
      }
      // Pricing tiers, tag links and favorites go with it (ON DELETE CASCADE).
      await manager.delete(Product, { id });
      await this.outbox.record(manager, 'product.changed', { productId: id, change: 'deleted' });
      return null;
    });
  }

  /**
   * Prices cart lines for cart-order: the name, picture, unit price, tier label and stock of each,
   * or why it cannot be bought. One query for every line of a cart; a second only when a stock is
   * empty, to tell reserved (another buyer is paying) from sold, and to give the caller back what
   * their own unpaid checkout holds (holdingOrders).
   */
  async priceLines(lines: PriceLineRequest[], holdingOrders: string[] = [], userId: string | null = null): Promise<PricedLine[]> {
    const ids = [...new Set(lines.map((line) => line.productId))];
    const [products, heldBack] = ids.length
      ? await Promise.all([readSellableProducts(this.products.manager, ids), this.drops.heldBack(ids, userId)])
      : [[], new Map<string, HeldBack>()];
    const byId = new Map(products.map((product) => [product.id, product]));
    // Someone paying now may hold part of what their cart asks for; otherwise only an empty stock needs its holds read.
    const asked = holdingOrders.length ? lines : lines.filter((line) => stockOf(line, byId.get(line.productId)) === 0);
    const holds = asked.length ? await this.activeHolds(asked, holdingOrders) : new Map<string, Holds>();
    return lines.map((line) => priceLine(line, byId.get(line.productId), holds.get(stockKey(line)), heldBack.get(line.productId)));
  }

  /** The active holds on these stocks: the caller's own quantity, and when the others' end first. */
  private async activeHolds(lines: PriceLineRequest[], holdingOrders: string[]): Promise<Map<string, Holds>> {
    const rows = await run(this.dataSource.manager, ACTIVE_HOLDS_ON, { productIds: [...new Set(lines.map((line) => line.productId))], holdingOrders });
    return new Map(rows.map((row) => [stockKey(row), { own: row.own, othersUntil: row.othersUntil?.toISOString() ?? null }]));
  }

  private async lockProduct(manager: EntityManager, id: string): Promise<Product> {
    const product = await manager.findOne(Product, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!product) throw AppError.notFound('Product not found');
    return product;
  }

  private async findTags(manager: EntityManager, input: ProductInput): Promise<Tag[]> {
    if (input.tags.length === 0) return [];
    const tags = await manager.findBy(Tag, { id: In(input.tags) });
    if (tags.length !== input.tags.length)
      throw AppError.badRequest('One of the tags does not exist (any more)', { tags: 'One of the tags does not exist (any more)' });
    return tags;
  }

  private async checkCategory(manager: EntityManager, categoryId: string | null): Promise<void> {
    if (categoryId && !(await manager.existsBy(Category, { id: categoryId }))) {
      throw AppError.badRequest('The category does not exist (any more)', { categoryId: 'The category does not exist (any more)' });
    }
  }

  /**
   * Keeps tiers sent back with their id (updated in place), adds the new ones, removes the rest. A
   * kept limited edition's stock and size are checked against its numbers first (a 400, nothing saved).
   */
  private async replaceTiers(manager: EntityManager, productId: string, tiers: ProductInput['pricingTiers']): Promise<void> {
    const existing = new Set((await manager.find(PricingTier, { select: { id: true }, where: { productId } })).map((tier) => tier.id));
    const limited = tiers.flatMap((tier, index) => (tier.id && existing.has(tier.id) && tier.editionSize !== null ? [{ tier, index, id: tier.id }] : []));
    const counts = await lockEditionCounts(
      manager,
      productId,
      limited.map(({ id }) => id),
    );
    for (const { tier, index, id } of limited)
      checkEditionEdit(counts.get(id)!, { editionSize: tier.editionSize!, stock: tier.stock }, `pricingTiers.${index}`);
    const keptIds = tiers.map((tier) => tier.id).filter((id): id is string => id !== undefined && existing.has(id));
    await manager.delete(PricingTier, keptIds.length ? { productId, id: Not(In(keptIds)) } : { productId });
    for (const [position, tier] of tiers.entries()) {
      const columns = tierColumns(productId, tier, position);
      // An id this product does not have (copied from another product, or since removed) makes a new tier.
      if (tier.id && existing.has(tier.id)) await manager.update(PricingTier, { id: tier.id, productId }, columns);
      else await manager.insert(PricingTier, columns);
    }
  }
}

/** A product as the artist sends it, by the form's rules, and sold from one stock: its tiers', or its own when it has none. */
function checkedInput(body: unknown): ProductInput {
  const input = parseInput(productInputSchema, body);
  if (input.pricingTiers.length > 0 && input.stock > 0) throw AppError.badRequest(TIER_STOCK_MESSAGE, { stock: TIER_STOCK_MESSAGE });
  return input;
}

/** The stored product as input, overlaid with what the request gives. */
function mergeInto(current: ProductDto, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return { ...current, ...body };
}

function productColumns(input: ProductInput) {
  return {
    name: input.name,
    slug: input.slug,
    description: input.description,
    shortDescription: input.shortDescription,
    priceCents: decimalToCents(input.price),
    categoryId: input.categoryId,
    sku: input.sku ?? null,
    status: input.status,
    isFeatured: input.isFeatured,
    stock: input.stock,
    images: input.images,
    dimensions: input.dimensions,
    medium: input.medium,
    year: input.year,
    isOriginal: input.isOriginal,
    rarity: input.rarity,
    frame: input.frame,
    packaging: input.packaging,
    authenticity: input.authenticity,
  };
}

function tierColumns(productId: string, tier: ProductInput['pricingTiers'][number], position: number) {
  return {
    productId,
    size: tier.size,
    priceCents: decimalToCents(tier.price),
    type: tier.type,
    stock: tier.stock,
    description: tier.description,
    editionSize: tier.editionSize,
    lowStockThreshold: tier.lowStockThreshold,
    position,
  };
}

/** 'Original 36x48', 'Print 18x24': how a cart line names the tier it is for. */
export function tierDisplayName(tier: Pick<PricingTier, 'type' | 'size'>): string {
  return `${tier.type} ${tier.size}`;
}

/** The active holds on one stock, as a cart line's pricing reads them. */
interface Holds {
  /** Held by the caller's own unpaid checkout: theirs to buy. */
  own: number;
  /** The earliest end of another buyer's hold, or null when nobody else holds any. */
  othersUntil: string | null;
}

const stockKey = (line: { productId: string; tierId: string | null }) => `${line.productId}:${line.tierId ?? ''}`;

/** The stock a line would take from, 0 when empty; null when the line does not point at a stock of a product on sale. */
function stockOf(line: PriceLineRequest, product: SellableProduct | undefined): number | null {
  if (!product || product.status !== 'active') return null;
  if (product.pricingTiers.length === 0) return line.tierId ? null : Math.max(product.stock, 0);
  const tier = product.pricingTiers.find((candidate) => candidate.id === line.tierId);
  return tier ? Math.max(tier.stock, 0) : null;
}

type Unpriced = Extract<PricedLine, { available: false }>;

function priceLine(line: PriceLineRequest, product: SellableProduct | undefined, holds: Holds | undefined, heldBack: HeldBack | undefined): PricedLine {
  const tier = product?.pricingTiers.find((candidate) => candidate.id === line.tierId);
  const unitPriceCents = product ? (tier?.priceCents ?? (product.pricingTiers.length === 0 ? product.priceCents : null)) : null;
  const unavailable = (reason: UnavailableReason, reservedUntil: string | null = null): PricedLine => ({
    available: false,
    productId: line.productId,
    tierId: line.tierId,
    reason,
    productName: product?.name ?? null,
    tierDisplayName: tier ? tierDisplayName(tier) : null,
    image: product?.image ?? null,
    unitPriceCents,
    reservedUntil,
  });
  if (!product || product.status !== 'active') return unavailable('product-not-found');
  if (product.pricingTiers.length > 0 && !line.tierId) return unavailable('tier-required');
  if (product.pricingTiers.length > 0 ? !tier : line.tierId) return unavailable('tier-not-found');
  if (heldBack) return { ...(unavailable('not-on-sale-yet') as Unpriced), heldBack };
  // What the caller's own checkout holds is still theirs; what another buyer holds may come back.
  const stock = (stockOf(line, product) ?? 0) + (holds?.own ?? 0);
  if (stock <= 0) return holds?.othersUntil ? unavailable('reserved', holds.othersUntil) : unavailable('sold-out');
  return {
    available: true,
    productId: product.id,
    productName: product.name,
    image: product.image,
    tierId: tier?.id ?? null,
    unitPriceCents: unitPriceCents!,
    tierDisplayName: tier ? tierDisplayName(tier) : null,
    stock,
  };
}
