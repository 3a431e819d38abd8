import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RpcRequest } from '@artshop/service-kit';
import { GalleryItem } from './gallery-item.entity.js';

@Controller()
export class GalleryController {
  constructor(@InjectRepository(GalleryItem) private readonly items: Repository<GalleryItem>) {}

  /** Published items by sort order; the admin also sees drafts. */
  @MessagePattern('gallery.list')
  async list(@Payload() request: RpcRequest) {
    const items = await this.items.find({
      where: request.caller.role === 'admin' ? {} : { isPublished: true },
      order: { sortOrder: 'ASC', createdAt: 'ASC' },
    });
    return items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() }));
  }
}
