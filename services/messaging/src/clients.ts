import { serviceClientFromEnv } from '@artshop/service-kit';

/** RPC to content (CONTENT_RPC): the artist's name, e-mail and studio address, for signing mails. */
export const CONTENT = Symbol('CONTENT');

export const contentClientProvider = { provide: CONTENT, useFactory: () => serviceClientFromEnv('content') };

/** RPC to catalog (CATALOG_RPC): the works a campaign shows as cards. */
export const CATALOG = Symbol('CATALOG');

export const catalogClientProvider = { provide: CATALOG, useFactory: () => serviceClientFromEnv('catalog') };

/** RPC to subscription (SUBSCRIPTION_RPC): the Mail Club's members' addresses, when a campaign to them starts. */
export const SUBSCRIPTION = Symbol('SUBSCRIPTION');

export const subscriptionClientProvider = { provide: SUBSCRIPTION, useFactory: () => serviceClientFromEnv('subscription') };
