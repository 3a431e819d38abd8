import { Controller } from '@nestjs/common';
import { CartOrderRpc, type InputOf, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { CartService } from './cart.service.js';

/** The caller's own cart: the signed-in customer's, else the browser session's. */
@Controller()
export class CartHandlers {
  constructor(private readonly cart: CartService) {}

  @Handles(CartOrderRpc.getCart)
  get(_input: object, ctx: RequestContext) {
    return this.cart.list(ctx);
  }

  @Handles(CartOrderRpc.addToCart)
  add(line: InputOf<typeof CartOrderRpc.addToCart>, ctx: RequestContext) {
    return this.cart.add(ctx, line);
  }

  @Handles(CartOrderRpc.setCartQuantity)
  update({ itemId, quantity }: InputOf<typeof CartOrderRpc.setCartQuantity>, ctx: RequestContext) {
    return this.cart.setQuantity(ctx, itemId, quantity);
  }

  @Handles(CartOrderRpc.removeFromCart)
  async remove({ itemId }: { itemId: string }, ctx: RequestContext) {
    await this.cart.remove(ctx.caller, itemId);
    return null;
  }

  @Handles(CartOrderRpc.clearCart)
  async clear(_input: object, ctx: RequestContext) {
    await this.cart.clear(ctx.caller);
    return null;
  }

  @Handles(CartOrderRpc.mergeCart)
  merge(input: InputOf<typeof CartOrderRpc.mergeCart>) {
    return this.cart.merge(input);
  }
}
