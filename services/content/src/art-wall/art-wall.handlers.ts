import { Controller } from '@nestjs/common';
import { ContentRpc, type InputOf, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { ArtWallService } from './art-wall.service.js';

@Controller()
export class ArtWallHandlers {
  constructor(private readonly artWall: ArtWallService) {}

  @Handles(ContentRpc.createArtWallComposition)
  create(input: InputOf<typeof ContentRpc.createArtWallComposition>, ctx: RequestContext) {
    return this.artWall.create(input, ctx);
  }

  @Handles(ContentRpc.listArtWallCompositions)
  list(_input: object, ctx: RequestContext) {
    return this.artWall.list(ctx.caller);
  }

  @Handles(ContentRpc.getArtWallComposition)
  get({ id }: InputOf<typeof ContentRpc.getArtWallComposition>, ctx: RequestContext) {
    return this.artWall.get(id, ctx.caller);
  }

  @Handles(ContentRpc.updateArtWallComposition)
  update({ id, ...changes }: InputOf<typeof ContentRpc.updateArtWallComposition>, ctx: RequestContext) {
    return this.artWall.update(id, changes, ctx);
  }

  @Handles(ContentRpc.deleteArtWallComposition)
  async delete({ id }: InputOf<typeof ContentRpc.deleteArtWallComposition>, ctx: RequestContext) {
    await this.artWall.delete(id, ctx.caller);
    return null;
  }
}
