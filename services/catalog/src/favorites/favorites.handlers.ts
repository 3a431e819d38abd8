import { Controller } from '@nestjs/common';
import { CatalogRpc, FAVORITES_SIGN_IN_MESSAGE, type Caller, type RequestContext } from '@artshop/contracts';
import { AppError, Handles } from '@artshop/service-kit';
import { FavoritesService } from './favorites.service.js';

/** The gateway lets only signed-in callers through; each sees and changes their own favorites. */
function customerId(caller: Caller): string {
  if (!caller.userId) throw AppError.unauthorized(FAVORITES_SIGN_IN_MESSAGE);
  return caller.userId;
}

@Controller()
export class FavoritesHandlers {
  constructor(private readonly favorites: FavoritesService) {}

  @Handles(CatalogRpc.listFavorites)
  list(_input: object, ctx: RequestContext) {
    return this.favorites.list(customerId(ctx.caller));
  }

  @Handles(CatalogRpc.addFavorite)
  add({ productId }: { productId: string }, ctx: RequestContext) {
    return this.favorites.add(customerId(ctx.caller), productId);
  }

  @Handles(CatalogRpc.removeFavorite)
  async remove({ productId }: { productId: string }, ctx: RequestContext) {
    await this.favorites.remove(customerId(ctx.caller), productId);
    return null;
  }
}
