import { Controller } from '@nestjs/common';
import { ContentRpc, type InputOf, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { GalleryService } from './gallery.service.js';

@Controller()
export class GalleryHandlers {
  constructor(private readonly gallery: GalleryService) {}

  /** Published items by sort order; the admin also sees drafts. */
  @Handles(ContentRpc.listGallery)
  list(_input: object, ctx: RequestContext) {
    return this.gallery.list(ctx.caller);
  }

  @Handles(ContentRpc.createGalleryItem)
  create(input: InputOf<typeof ContentRpc.createGalleryItem>) {
    return this.gallery.create(input);
  }

  @Handles(ContentRpc.updateGalleryItem)
  update({ id, ...changes }: InputOf<typeof ContentRpc.updateGalleryItem>) {
    return this.gallery.update(id, changes);
  }

  @Handles(ContentRpc.deleteGalleryItem)
  async delete({ id }: InputOf<typeof ContentRpc.deleteGalleryItem>) {
    await this.gallery.delete(id);
    return null;
  }

  @Handles(ContentRpc.reorderGallery)
  reorder(input: InputOf<typeof ContentRpc.reorderGallery>) {
    return this.gallery.reorder(input);
  }
}
