import type { EntityManager } from 'typeorm';
import type { EventHandlersOf } from '@artshop/event-bus';
import { EVENT_HANDLERS } from '@artshop/service-kit';

/**
 * A customer deleted their account (`user.deleted`): their orders stay for the artist's books, with
 * the name and address the buyer gave at checkout, but belong to no account any more; their cart
 * goes. Run again (a second delivery), it finds nothing left to change.
 */
export async function forgetDeletedUser(manager: EntityManager, userId: string): Promise<void> {
  const owner = `user:${userId}`;
  await manager.query(`UPDATE orders SET user_id = NULL, owner_key = NULL, updated_at = now() WHERE user_id = $1 OR owner_key = $2`, [userId, owner]);
  await manager.query(`DELETE FROM cart_items WHERE owner_key = $1`, [owner]);
}

export const cartOrderEventHandlers = {
  provide: EVENT_HANDLERS,
  useFactory: (): EventHandlersOf<'cart-order'> => ({
    'user.deleted': (event, manager) => forgetDeletedUser(manager, event.data.userId),
  }),
};
