import type { EventHandlersOf } from '@artshop/event-bus';
import { EVENT_HANDLERS } from '@artshop/service-kit';

/** A customer deleted their account (`user.deleted`): their art walls go, shared links included; a second delivery finds none. */
export const contentEventHandlers = {
  provide: EVENT_HANDLERS,
  useFactory: (): EventHandlersOf<'content'> => ({
    'user.deleted': async (event, manager) => {
      await manager.query(`DELETE FROM art_wall_simulations WHERE user_id = $1`, [event.data.userId]);
    },
  }),
};
