import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { SHOP_ORDER_MESSAGE, type ShopOrderEntry, type ShopOrderInput } from '@artshop/contracts';
import { Outbox } from '@artshop/event-bus';
import { run } from '@artshop/persistence';
import { AppError } from '@artshop/service-kit';
import { recordProductsChanged } from './product-events.js';
import { Product } from './product.entity.js';
import { SET_SHOP_ORDER } from './products.sql.js';

/** The storefront's 'Featured' order: the artist's places first, ties newest first (product-pages' ORDER_BY). */
const SHOP_ORDER = { shopPosition: 'ASC', createdAt: 'DESC', id: 'ASC' } as const;

/**
 * The artist's shop order: the order the storefront shows the shop's products in by default. The shop is
 * the active products; a draft or archived product keeps its place for when it is back on sale.
 */
@Injectable()
export class ShopOrderService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  async list(manager: EntityManager = this.dataSource.manager): Promise<ShopOrderEntry[]> {
    const products = await manager.find(Product, { select: { id: true, name: true, images: true }, where: { status: 'active' }, order: SHOP_ORDER });
    return products.map((product) => ({ id: product.id, name: product.name, image: product.images[0] ?? null }));
  }

  /**
   * Every product of the shop in its new place (0, 1, 2…), in one transaction: all of it or nothing. A
   * list that is not the shop as it is now (a product added, sold out of the shop or listed twice) is
   * refused. Each product that moved is announced (product.changed), so cached shop pages go.
   */
  async save({ productIds }: ShopOrderInput): Promise<ShopOrderEntry[]> {
    return this.dataSource.transaction(async (manager) => {
      const shop = await manager.find(Product, { select: { id: true, shopPosition: true }, where: { status: 'active' }, lock: { mode: 'pessimistic_write' } });
      const given = new Set(productIds);
      if (shop.length !== given.size || shop.some((product) => !given.has(product.id))) throw AppError.badRequest(SHOP_ORDER_MESSAGE);
      const before = new Map(shop.map((product) => [product.id, product.shopPosition]));
      const moved = productIds.filter((id, position) => before.get(id) !== position);
      if (moved.length) {
        await run(manager, SET_SHOP_ORDER, { productIds });
        await recordProductsChanged(this.outbox, manager, moved);
      }
      return this.list(manager);
    });
  }
}

/** A new product's place: before every other, as the newest work leads the shop until the artist moves it. */
export async function firstShopPosition(manager: EntityManager): Promise<number> {
  const { first } = (await manager.createQueryBuilder(Product, 'p').select('COALESCE(MIN(p.shopPosition), 1) - 1', 'first').getRawOne<{ first: number }>())!;
  return Number(first);
}
