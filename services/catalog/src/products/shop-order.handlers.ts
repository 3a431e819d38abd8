import { Controller } from '@nestjs/common';
import { CatalogRpc, type InputOf } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { ShopOrderService } from './shop-order.service.js';

@Controller()
export class ShopOrderHandlers {
  constructor(private readonly shopOrder: ShopOrderService) {}

  @Handles(CatalogRpc.listShopOrder)
  list() {
    return this.shopOrder.list();
  }

  @Handles(CatalogRpc.saveShopOrder)
  save(input: InputOf<typeof CatalogRpc.saveShopOrder>) {
    return this.shopOrder.save(input);
  }
}
