import { serviceClientFromEnv } from '@artshop/service-kit';

/** RPC to catalog (CATALOG_RPC): prices and stock of cart lines. */
export const CATALOG = Symbol('CATALOG');

export const catalogClientProvider = { provide: CATALOG, useFactory: () => serviceClientFromEnv('catalog') };
