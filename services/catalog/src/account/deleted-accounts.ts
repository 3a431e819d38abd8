import type { EventHandlersOf } from '@artshop/event-bus';
import { run } from '@artshop/persistence';
import { EVENT_HANDLERS } from '@artshop/service-kit';
import { RECORD_MEMBER } from '../drops/drops.sql.js';
import { DELETE_USER_FAVORITES } from '../favorites/favorites.sql.js';

/**
 * A customer deleted their account (`user.deleted`): their favourites go; a second delivery finds none.
 * A Mail Club subscription changed (`subscription.changed`): who may buy in a drop's early access, kept
 * from the latest change.
 */
export const catalogEventHandlers = {
  provide: EVENT_HANDLERS,
  useFactory: (): EventHandlersOf<'catalog'> => ({
    'user.deleted': async (event, manager) => {
      await run(manager, DELETE_USER_FAVORITES, event.data);
    },
    'subscription.changed': async (event, manager) => {
      const { subscriptionId, userId, to } = event.data;
      await run(manager, RECORD_MEMBER, { subscriptionId, userId, status: to, changedAt: event.occurredAt });
    },
  }),
};
