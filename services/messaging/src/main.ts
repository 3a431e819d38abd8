import { main, runService } from '@artshop/service-kit';
import { Messaging1763800000500 } from './migrations/1763800000500-messaging.js';
import { Inbox1763800000510 } from './migrations/1763800000510-inbox.js';
import { Newsletter1763800000520 } from './migrations/1763800000520-newsletter.js';
import { MailDelivery1763800000530 } from './migrations/1763800000530-mail-delivery.js';
import { MailTrace1764500000910 } from './migrations/1764500000910-mail-trace.js';
import { ListSearch1765000000030 } from './migrations/1765000000030-list-search.js';
import { MessageReplies1765200000400 } from './migrations/1765200000400-message-replies.js';
import { Campaigns1765200000500 } from './migrations/1765200000500-campaigns.js';
import { DropAlerts1765300000210 } from './migrations/1765300000210-drop-alerts.js';
import { StockAlerts1765300000230 } from './migrations/1765300000230-stock-alerts.js';
import { MessagingModule, messagingEntities } from './messaging.module.js';

main(() =>
  runService({
    part: 'messaging',
    module: MessagingModule,
    entities: messagingEntities,
    migrations: [
      Messaging1763800000500,
      Inbox1763800000510,
      Newsletter1763800000520,
      MailDelivery1763800000530,
      MailTrace1764500000910,
      ListSearch1765000000030,
      MessageReplies1765200000400,
      Campaigns1765200000500,
      DropAlerts1765300000210,
      StockAlerts1765300000230,
    ],
  }),
);
