import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { categoryInputSchema, type Caller, type CategoryReorderInput, type CategoryWithCount } from '@artshop/contracts';
import { Outbox } from '@artshop/event-bus';
import { run } from '@artshop/persistence';
import { AppError, parseInput, rethrowAsConflict } from '@artshop/service-kit';
import { recordProductsChanged } from '../products/product-events.js';
import { ACTIVE_PRINTS_COUNT, CATEGORY_PRODUCT_COUNTS, CATEGORY_PRODUCT_IDS, NEXT_CATEGORY_SORT_ORDER, REORDER_CATEGORIES } from './categories.sql.js';
import { Category } from './category.entity.js';

const CATEGORY_CONFLICTS = { categories_slug_key: 'A category with this slug already exists' };

@Injectable()
export class CategoriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /**
   * By sortOrder, each with its number of products: for visitors, the active ones its page lists
   * (the home page's cards and the header show these, without reading the products).
   */
  async list(caller: Caller, manager: EntityManager = this.dataSource.manager): Promise<CategoryWithCount[]> {
    const categories = await manager.find(Category, { order: { sortOrder: 'ASC', name: 'ASC' } });
    const counts = await run(manager, CATEGORY_PRODUCT_COUNTS, { everyStatus: caller.role === 'admin' });
    const byCategory = new Map(counts.map((row) => [row.id, row.count]));
    // A visitor's count is what the category's page lists: the Prints screen lists everything sold as a print.
    const prints = caller.role !== 'admin' && categories.find((category) => category.slug === 'prints');
    if (prints) {
      const [count] = await run(manager, ACTIVE_PRINTS_COUNT);
      byCategory.set(prints.id, count!);
    }
    return categories.map((category) => toCategoryDto(category, byCategory.get(category.id) ?? 0));
  }

  /** A new category goes to the end of the list unless it says where. */
  async create(body: unknown): Promise<CategoryWithCount> {
    const input = parseInput(categoryInputSchema, body);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const sortOrder = input.sortOrder ?? (await this.nextSortOrder(manager));
        const category = await manager.save(manager.create(Category, { ...input, sortOrder }));
        return toCategoryDto(category, 0);
      });
    } catch (error) {
      rethrowAsConflict(error, CATEGORY_CONFLICTS);
    }
  }

  /** The whole category or only what changes; a blank slug is made again from the name. */
  async update(id: string, body: unknown): Promise<CategoryWithCount> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const category = await this.lock(manager, id);
        const input = parseInput(categoryInputSchema, mergeInto(toCategoryDto(category, 0), body));
        const renamed = input.name !== category.name || input.slug !== category.slug;
        await manager.save(Object.assign(category, input, { sortOrder: input.sortOrder ?? category.sortOrder }));
        // Products carry their category's name, and ?category= filters by its slug.
        if (renamed) await recordProductsChanged(this.outbox, manager, await this.productIds(manager, id));
        return (await this.list({ userId: null, role: 'admin', sessionId: null }, manager)).find((entry) => entry.id === id)!;
      });
    } catch (error) {
      rethrowAsConflict(error, CATEGORY_CONFLICTS);
    }
  }

  /** The admin's drag and drop: every category id in the new order becomes sortOrder 0, 1, 2… */
  async reorder(input: CategoryReorderInput): Promise<CategoryWithCount[]> {
    return this.dataSource.transaction(async (manager) => {
      const existing = await manager.find(Category, { select: { id: true }, lock: { mode: 'pessimistic_write' } });
      const given = new Set(input.categoryIds);
      if (existing.length !== given.size || existing.some((category) => !given.has(category.id))) {
        throw AppError.badRequest('The new order must list every category exactly once');
      }
      await run(manager, REORDER_CATEGORIES, input);
      return this.list({ userId: null, role: 'admin', sessionId: null }, manager);
    });
  }

  /** Its products stay, without a category. */
  async delete(id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.lock(manager, id);
      const productIds = await this.productIds(manager, id);
      await manager.delete(Category, { id });
      await recordProductsChanged(this.outbox, manager, productIds);
    });
  }

  private async lock(manager: EntityManager, id: string): Promise<Category> {
    const category = await manager.findOne(Category, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!category) throw AppError.notFound('Category not found');
    return category;
  }

  private async nextSortOrder(manager: EntityManager): Promise<number> {
    const [next] = await run(manager, NEXT_CATEGORY_SORT_ORDER);
    return next!;
  }

  private async productIds(manager: EntityManager, categoryId: string): Promise<string[]> {
    return run(manager, CATEGORY_PRODUCT_IDS, { categoryId });
  }
}

/** The stored record as input, overlaid with what the request gives. */
export function mergeInto(current: object, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return { ...current, ...body };
}

export function toCategoryDto(category: Category, productCount: number): CategoryWithCount {
  return {
    id: category.id,
    name: category.name,
    description: category.description,
    slug: category.slug,
    isActive: category.isActive,
    isFeatured: category.isFeatured,
    sortOrder: category.sortOrder,
    createdAt: category.createdAt.toISOString(),
    productCount,
  };
}
