import { CreateEventBusTables1763800000000 } from '@artshop/event-bus';
import { main, runService } from '@artshop/service-kit';
import { Messaging1763800000500 } from './migrations/1763800000500-messaging.js';
import { MessagingModule, messagingEntities } from './messaging.module.js';

main(() =>
  runService({
    part: 'messaging',
    module: MessagingModule,
    entities: messagingEntities,
    migrations: [CreateEventBusTables1763800000000, Messaging1763800000500],
  }),
);
