import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { cartAddSchema, cartMergeSchema, cartQuantitySchema, idSchema } from '@artshop/contracts';
import { parseInput, type RpcRequest } from '@artshop/service-kit';
import { CartService } from './cart.service.js';

/** The caller's own cart: the signed-in customer's, else the browser session's. */
@Controller()
export class CartController {
  constructor(private readonly cart: CartService) {}

  @MessagePattern('cart.get')
  get(@Payload() request: RpcRequest) {
    return this.cart.list(request);
  }

  @MessagePattern('cart.add')
  add(@Payload() request: RpcRequest) {
    return this.cart.add(request, parseInput(cartAddSchema, request.body));
  }

  @MessagePattern('cart.update')
  update(@Payload() request: RpcRequest) {
    const itemId = parseInput(idSchema, request.params.itemId);
    return this.cart.setQuantity(request, itemId, parseInput(cartQuantitySchema, request.body).quantity);
  }

  @MessagePattern('cart.remove')
  async remove(@Payload() request: RpcRequest) {
    await this.cart.remove(request.caller, parseInput(idSchema, request.params.itemId));
    return null;
  }

  @MessagePattern('cart.clear')
  async clear(@Payload() request: RpcRequest) {
    await this.cart.clear(request.caller);
    return null;
  }

  /** Called by the gateway only (no public route), right after sign-in or registration. */
  @MessagePattern('cart.merge')
  merge(@Payload() request: RpcRequest) {
    return this.cart.merge(parseInput(cartMergeSchema, request.body));
  }
}
