// Compile-time test, checked by `tsc -p tsconfig.json` in `npm test`: every line below marked
// with the expect-error directive must fail to compile, or the type check fails ("Unused
// directive"). It proves that a contract binds its pattern, input and answer at every end of a call.
import { Controller } from '@nestjs/common';
import { CartOrderRpc, CatalogRpc, type IdentityRpc, type RequestContext } from '@artshop/contracts';
import { Handles, type ServiceClient } from '@artshop/service-kit';
import type { GatewayHandlersOf } from '../../gateway/src/routing/gateway-handlers.js';
import { api } from '../../libs/ui/src/api-client.js';

declare const catalog: ServiceClient<'catalog'>;
declare const ctx: RequestContext;

export async function callers() {
  // Right: the answer's type comes from the contract.
  const lines = await catalog.call(CatalogRpc.priceLines, { lines: [] }, ctx);
  lines satisfies Array<{ available: boolean }>;

  // @ts-expect-error A pattern that does not exist: there is no contract by that name.
  await catalog.call(CatalogRpc.priceLine, { lines: [] }, ctx);
  // @ts-expect-error A contract of another service, sent to the catalog's client.
  await catalog.call(CartOrderRpc.getCart, {}, ctx);
  // @ts-expect-error The wrong input shape: lines must be a list.
  await catalog.call(CatalogRpc.priceLines, { lines: 'all' }, ctx);
  // @ts-expect-error An input field missing.
  await catalog.call(CatalogRpc.getProduct, {}, ctx);
  // @ts-expect-error Reading the answer as something it is not.
  (await catalog.call(CatalogRpc.getProduct, { id: 'x' }, ctx)) satisfies string;
}

@Controller()
export class Handlers {
  @Handles(CatalogRpc.getProduct)
  rightHandler({ id }: { id: string }) {
    return { id } as never;
  }

  // @ts-expect-error A handler expecting another input than the contract gives.
  @Handles(CatalogRpc.getProduct)
  wrongInput({ id }: { id: number }) {
    return id as never;
  }

  // @ts-expect-error A handler answering something else than the contract says.
  @Handles(CartOrderRpc.hasOrderedProduct)
  wrongAnswer() {
    return { ordered: 'yes' };
  }
}

// @ts-expect-error The gateway's own handlers must answer every identity contract.
export const missingHandlers: GatewayHandlersOf<typeof IdentityRpc> = {};

export async function storefrontClient() {
  // Right: a storefront route, its input and answer typed by the contract.
  const added = await api.cart.addToCart({ productId: 'p', tierId: 't', quantity: 1 });
  added satisfies object;

  // @ts-expect-error The storefront's client has no back-office route: deleting a category is the admin app's.
  await api.catalog.deleteCategory({ id: 'c' });
  // @ts-expect-error Nor the dashboard's figures.
  await api.dashboard.dashboardStats();
  // @ts-expect-error The wrong input shape: a product id is text.
  await api.cart.addToCart({ productId: 1, tierId: 't' });
}
