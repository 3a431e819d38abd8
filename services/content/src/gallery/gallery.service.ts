import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  GALLERY_REORDER_MESSAGE,
  galleryItemInputSchema,
  type Caller,
  type GalleryItem as GalleryItemView,
  type GalleryItemInput,
  type GalleryReorderInput,
} from '@artshop/contracts';
import { run } from '@artshop/persistence';
import { AppError, parseInput } from '@artshop/service-kit';
import { GalleryItem } from './gallery-item.entity.js';
import { LOCK_GALLERY_PLACES, NEXT_GALLERY_PLACE, REORDER_GALLERY } from './gallery.sql.js';

const NOT_FOUND = 'Gallery item not found';

/** The Gallery page and the Gallery manager: the artist's works shown as a portfolio, in the artist's order. */
@Injectable()
export class GalleryService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** By the artist's order; a visitor sees the published items only, the admin every one. */
  async list(caller: Caller, manager: EntityManager = this.dataSource.manager): Promise<GalleryItemView[]> {
    const items = await manager.find(GalleryItem, {
      where: caller.role === 'admin' ? {} : { isPublished: true },
      order: { sortOrder: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
    return items.map(toGalleryItemView);
  }

  /**
   * A new item goes to the end of the gallery unless a position is given. Positions start at 0,
   * but 0 would put a new work in front of (or among) the works the artist has already arranged; at the
   * end it changes no one else's place, and the artist drags it where it belongs.
   */
  async create(input: GalleryItemInput): Promise<GalleryItemView> {
    return this.dataSource.transaction(async (manager) => {
      // One new item at a time takes the next place, so two added together do not share one.
      await run(manager, LOCK_GALLERY_PLACES);
      const sortOrder = input.sortOrder ?? (await this.nextPosition(manager));
      return toGalleryItemView(await manager.save(manager.create(GalleryItem, { ...input, sortOrder })));
    });
  }

  /** The whole item or only what changes (the publish switch sends isPublished alone); the result is checked whole. */
  async update(id: string, changes: Record<string, unknown>): Promise<GalleryItemView> {
    return this.dataSource.transaction(async (manager) => {
      const item = await this.lock(manager, id);
      const { sortOrder, ...input } = parseInput(galleryItemInputSchema, { ...toGalleryItemView(item), ...changes });
      return toGalleryItemView(await manager.save(Object.assign(item, input, { sortOrder: sortOrder ?? item.sortOrder })));
    });
  }

  async delete(id: string): Promise<void> {
    const { affected } = await this.dataSource.manager.delete(GalleryItem, { id });
    if (!affected) throw AppError.notFound(NOT_FOUND);
  }

  /** Every item, drafts too, in its new place (0, 1, 2…), in one transaction: all of it or nothing. */
  async reorder({ itemIds }: GalleryReorderInput): Promise<GalleryItemView[]> {
    return this.dataSource.transaction(async (manager) => {
      const existing = await manager.find(GalleryItem, { select: { id: true }, lock: { mode: 'pessimistic_write' } });
      const given = new Set(itemIds);
      if (existing.length !== given.size || existing.some((item) => !given.has(item.id))) throw AppError.badRequest(GALLERY_REORDER_MESSAGE);
      await run(manager, REORDER_GALLERY, { itemIds });
      return this.list({ userId: null, role: 'admin', sessionId: null }, manager);
    });
  }

  private async nextPosition(manager: EntityManager): Promise<number> {
    const [next] = await run(manager, NEXT_GALLERY_PLACE);
    return next!;
  }

  private async lock(manager: EntityManager, id: string): Promise<GalleryItem> {
    const item = await manager.findOne(GalleryItem, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!item) throw AppError.notFound(NOT_FOUND);
    return item;
  }
}

export function toGalleryItemView(item: GalleryItem): GalleryItemView {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    imageUrl: item.imageUrl,
    year: item.year,
    medium: item.medium,
    dimensions: item.dimensions,
    isPublished: item.isPublished,
    sortOrder: item.sortOrder,
    createdAt: item.createdAt.toISOString(),
  };
}
