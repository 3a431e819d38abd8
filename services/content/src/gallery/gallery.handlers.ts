import { Controller } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ContentRpc, type GalleryItem as GalleryItemView, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { GalleryItem } from './gallery-item.entity.js';

@Controller()
export class GalleryHandlers {
  constructor(@InjectRepository(GalleryItem) private readonly items: Repository<GalleryItem>) {}

  /** Published items by sort order; the admin also sees drafts. */
  @Handles(ContentRpc.listGallery)
  async list(_input: object, ctx: RequestContext): Promise<GalleryItemView[]> {
    const items = await this.items.find({
      where: ctx.caller.role === 'admin' ? {} : { isPublished: true },
      order: { sortOrder: 'ASC', createdAt: 'ASC' },
    });
    return items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() }));
  }
}
