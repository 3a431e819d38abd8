import { serviceClientFromEnv } from '@artshop/service-kit';

/** RPC to catalog (CATALOG_RPC): which artworks a saved art wall may hold. */
export const CATALOG = Symbol('CATALOG');

export const catalogClientProvider = { provide: CATALOG, useFactory: () => serviceClientFromEnv('catalog') };
