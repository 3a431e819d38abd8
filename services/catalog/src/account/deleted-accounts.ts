import type { EventHandlersOf } from '@artshop/event-bus';
import { EVENT_HANDLERS } from '@artshop/service-kit';

/** A customer deleted their account (`user.deleted`): their favourites go; a second delivery finds none. */
export const catalogEventHandlers = {
  provide: EVENT_HANDLERS,
  useFactory: (): EventHandlersOf<'catalog'> => ({
    'user.deleted': async (event, manager) => {
      await manager.query(`DELETE FROM favorites WHERE user_id = $1`, [event.data.userId]);
    },
  }),
};
