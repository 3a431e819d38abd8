import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { tagInputSchema, type Caller, type TagWithCount } from '@artshop/contracts';
import { Outbox } from '@artshop/event-bus';
import { run } from '@artshop/persistence';
import { AppError, parseInput, rethrowAsConflict } from '@artshop/service-kit';
import { recordProductsChanged } from '../products/product-events.js';
import { mergeInto } from './categories.service.js';
import { TAG_PRODUCT_COUNT, TAG_PRODUCT_COUNTS, TAG_PRODUCT_IDS } from './categories.sql.js';
import { Tag } from './tag.entity.js';

const TAG_CONFLICTS = {
  tags_name_key: 'A tag with this name already exists',
  tags_slug_key: 'A tag with this slug already exists',
};

@Injectable()
export class TagsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /** By name, each with its number of products (the active ones, for visitors). */
  async list(caller: Caller): Promise<TagWithCount[]> {
    const tags = await this.dataSource.getRepository(Tag).find({ order: { name: 'ASC' } });
    const counts = await run(this.dataSource.manager, TAG_PRODUCT_COUNTS, { everyStatus: caller.role === 'admin' });
    const byTag = new Map(counts.map((row) => [row.id, row.count]));
    return tags.map((tag) => toTagDto(tag, byTag.get(tag.id) ?? 0));
  }

  async create(body: unknown): Promise<TagWithCount> {
    const input = parseInput(tagInputSchema, body);
    try {
      return toTagDto(await this.dataSource.getRepository(Tag).save({ name: input.name, slug: input.slug }), 0);
    } catch (error) {
      rethrowAsConflict(error, TAG_CONFLICTS);
    }
  }

  /** Products list tag ids only, so a renamed tag changes no product answer. */
  async update(id: string, body: unknown): Promise<TagWithCount> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const tag = await this.lock(manager, id);
        const input = parseInput(tagInputSchema, mergeInto(toTagDto(tag, 0), body));
        await manager.save(Object.assign(tag, { name: input.name, slug: input.slug }));
        const [count] = await run(manager, TAG_PRODUCT_COUNT, { tagId: id });
        return toTagDto(tag, count!);
      });
    } catch (error) {
      rethrowAsConflict(error, TAG_CONFLICTS);
    }
  }

  /** Taken off every product that had it. */
  async delete(id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.lock(manager, id);
      const productIds = await run(manager, TAG_PRODUCT_IDS, { tagId: id });
      await manager.delete(Tag, { id });
      await recordProductsChanged(this.outbox, manager, productIds);
    });
  }

  private async lock(manager: EntityManager, id: string): Promise<Tag> {
    const tag = await manager.findOne(Tag, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!tag) throw AppError.notFound('Tag not found');
    return tag;
  }
}

export function toTagDto(tag: Tag, productCount: number): TagWithCount {
  return { id: tag.id, name: tag.name, slug: tag.slug, createdAt: tag.createdAt.toISOString(), productCount };
}
