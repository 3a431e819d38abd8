import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { FAVORITES_SIGN_IN_MESSAGE, favoriteInputSchema, idSchema, type Caller } from '@artshop/contracts';
import { AppError, parseInput, type RpcRequest } from '@artshop/service-kit';
import { FavoritesService } from './favorites.service.js';

/** The gateway lets only signed-in callers through; each sees and changes their own favorites. */
function customerId(caller: Caller): string {
  if (!caller.userId) throw AppError.unauthorized(FAVORITES_SIGN_IN_MESSAGE);
  return caller.userId;
}

@Controller()
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  @MessagePattern('favorites.list')
  list(@Payload() request: RpcRequest) {
    return this.favorites.list(customerId(request.caller));
  }

  @MessagePattern('favorites.add')
  add(@Payload() request: RpcRequest) {
    return this.favorites.add(customerId(request.caller), parseInput(favoriteInputSchema, request.body).productId);
  }

  @MessagePattern('favorites.remove')
  async remove(@Payload() request: RpcRequest) {
    await this.favorites.remove(customerId(request.caller), parseInput(idSchema, request.params.productId));
    return null;
  }
}
