import { Controller } from '@nestjs/common';
import { CartOrderRpc, type InputOf } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { DiscountCodesService } from './discount-codes.service.js';

/** The back office's discount codes (applying one is checkout's). */
@Controller()
export class DiscountsHandlers {
  constructor(private readonly discounts: DiscountCodesService) {}

  @Handles(CartOrderRpc.listDiscountCodes)
  list() {
    return this.discounts.list();
  }

  @Handles(CartOrderRpc.createDiscountCode)
  create(input: InputOf<typeof CartOrderRpc.createDiscountCode>) {
    return this.discounts.create(input);
  }

  @Handles(CartOrderRpc.updateDiscountCode)
  update({ id, ...input }: InputOf<typeof CartOrderRpc.updateDiscountCode>) {
    return this.discounts.update(id, input);
  }
}
