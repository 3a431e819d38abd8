import type { EventHandlersOf } from '@artshop/event-bus';
import { run } from '@artshop/persistence';
import { EVENT_HANDLERS } from '@artshop/service-kit';
import { DELETE_USER_ART_WALLS } from './art-wall.sql.js';

/** A customer deleted their account (`user.deleted`): their art walls go, shared links included; a second delivery finds none. */
export const contentEventHandlers = {
  provide: EVENT_HANDLERS,
  useFactory: (): EventHandlersOf<'content'> => ({
    'user.deleted': async (event, manager) => {
      await run(manager, DELETE_USER_ART_WALLS, event.data);
    },
  }),
};
