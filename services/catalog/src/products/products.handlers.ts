import { Controller } from '@nestjs/common';
import { CatalogRpc, type InputOf, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { ProductsService } from './products.service.js';

@Controller()
export class ProductsHandlers {
  constructor(private readonly products: ProductsService) {}

  @Handles(CatalogRpc.listProducts)
  list(query: InputOf<typeof CatalogRpc.listProducts>, ctx: RequestContext) {
    return this.products.list(query, ctx.caller);
  }

  @Handles(CatalogRpc.productPage)
  page(query: InputOf<typeof CatalogRpc.productPage>, ctx: RequestContext) {
    return this.products.page(query, ctx.caller);
  }

  @Handles(CatalogRpc.getProduct)
  get({ id }: { id: string }, ctx: RequestContext) {
    return this.products.get(id, ctx.caller);
  }

  @Handles(CatalogRpc.createProduct)
  create(product: InputOf<typeof CatalogRpc.createProduct>) {
    return this.products.create(product);
  }

  /** Checked in the service: an update is the stored product overlaid with the fields sent. */
  @Handles(CatalogRpc.updateProduct)
  update({ id, ...changes }: InputOf<typeof CatalogRpc.updateProduct>) {
    return this.products.update(id, changes);
  }

  @Handles(CatalogRpc.deleteProduct)
  delete({ id }: { id: string }, ctx: RequestContext) {
    return this.products.delete(id, ctx);
  }

  @Handles(CatalogRpc.productFigures)
  figures() {
    return this.products.figures();
  }

  @Handles(CatalogRpc.priceLines)
  priceLines({ lines, holdingOrders }: InputOf<typeof CatalogRpc.priceLines>, ctx: RequestContext) {
    return this.products.priceLines(lines, holdingOrders, ctx.caller.userId);
  }
}
