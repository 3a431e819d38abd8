import { serviceClientFromEnv } from '@artshop/service-kit';

/** RPC to content (CONTENT_RPC): the shop's currency, which the plans' prices at the payment provider are in. */
export const CONTENT = Symbol('CONTENT');

export const contentClientProvider = { provide: CONTENT, useFactory: () => serviceClientFromEnv('content') };
