import type { EntityManager } from 'typeorm';
import type { EventHandlersOf } from '@artshop/event-bus';
import { run } from '@artshop/persistence';
import { EVENT_HANDLERS } from '@artshop/service-kit';
import { EMPTY_CART, RELEASE_ORDERS } from './account.sql.js';

/**
 * A customer deleted their account (`user.deleted`): their orders stay for the artist's books, with
 * the name and address the buyer gave at checkout, but belong to no account any more; their cart
 * goes. Run again (a second delivery), it finds nothing left to change.
 */
export async function forgetDeletedUser(manager: EntityManager, userId: string): Promise<void> {
  const owner = `user:${userId}`;
  await run(manager, RELEASE_ORDERS, { userId, owner });
  await run(manager, EMPTY_CART, { owner });
}

export const cartOrderEventHandlers = {
  provide: EVENT_HANDLERS,
  useFactory: (): EventHandlersOf<'cart-order'> => ({
    'user.deleted': (event, manager) => forgetDeletedUser(manager, event.data.userId),
  }),
};
