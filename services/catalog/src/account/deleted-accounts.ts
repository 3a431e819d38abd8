import type { EventHandlersOf } from '@artshop/event-bus';
import { run } from '@artshop/persistence';
import { EVENT_HANDLERS } from '@artshop/service-kit';
import { DELETE_USER_FAVORITES } from '../favorites/favorites.sql.js';

/** A customer deleted their account (`user.deleted`): their favourites go; a second delivery finds none. */
export const catalogEventHandlers = {
  provide: EVENT_HANDLERS,
  useFactory: (): EventHandlersOf<'catalog'> => ({
    'user.deleted': async (event, manager) => {
      await run(manager, DELETE_USER_FAVORITES, event.data);
    },
  }),
};
