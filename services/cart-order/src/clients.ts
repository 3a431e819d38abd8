import { serviceClientFromEnv } from '@artshop/service-kit';

/** RPC to catalog (CATALOG_RPC): prices and stock of cart lines, stock held for orders. */
export const CATALOG = Symbol('CATALOG');
/** RPC to content (CONTENT_RPC): the business settings checkout is priced by. */
export const CONTENT = Symbol('CONTENT');

export const catalogClientProvider = { provide: CATALOG, useFactory: () => serviceClientFromEnv('catalog') };
export const contentClientProvider = { provide: CONTENT, useFactory: () => serviceClientFromEnv('content') };
