import { Controller } from '@nestjs/common';
import { CatalogRpc, type InputOf, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { DropsService } from './drops.service.js';

@Controller()
export class DropsHandlers {
  constructor(private readonly drops: DropsService) {}

  @Handles(CatalogRpc.listDrops)
  list() {
    return this.drops.list();
  }

  @Handles(CatalogRpc.getDrop)
  get({ slug }: InputOf<typeof CatalogRpc.getDrop>) {
    return this.drops.publicBySlug(slug);
  }

  @Handles(CatalogRpc.productDrop)
  ofProduct({ id }: InputOf<typeof CatalogRpc.productDrop>) {
    return this.drops.ofProduct(id);
  }

  @Handles(CatalogRpc.dropAccess)
  async access(_input: InputOf<typeof CatalogRpc.dropAccess>, ctx: RequestContext) {
    return { member: await this.drops.isMember(ctx.caller.userId ?? null) };
  }

  @Handles(CatalogRpc.discountLineFacts)
  discountLineFacts({ lines }: InputOf<typeof CatalogRpc.discountLineFacts>) {
    return this.drops.discountLineFacts(lines);
  }

  @Handles(CatalogRpc.createDrop)
  create(input: InputOf<typeof CatalogRpc.createDrop>) {
    return this.drops.create(input);
  }

  @Handles(CatalogRpc.updateDrop)
  update({ id, ...input }: InputOf<typeof CatalogRpc.updateDrop>) {
    return this.drops.update(id, input);
  }

  @Handles(CatalogRpc.deleteDrop)
  delete({ id }: InputOf<typeof CatalogRpc.deleteDrop>) {
    return this.drops.delete(id);
  }
}
