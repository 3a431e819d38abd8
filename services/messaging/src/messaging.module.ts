import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { EventHandlersOf } from '@artshop/event-bus';
import { EVENT_HANDLERS } from '@artshop/service-kit';
import { MailController } from './mail/mail.controller.js';
import { MailDelivery } from './mail/mail-delivery.js';
import { MailService } from './mail/mail.service.js';
import { ShopIdentity, contentClientProvider } from './mail/shop-identity.js';
import { MAIL_SETTINGS, mailSettings } from './mail/mail.settings.js';
import { MailTransport } from './mail/mail-transport.js';
import { OutgoingMail } from './mail/outgoing-mail.entity.js';
import { Message } from './messages/message.entity.js';
import { MessagesController } from './messages/messages.controller.js';
import { MessagesService } from './messages/messages.service.js';
import { NewsletterSubscriber } from './newsletter/newsletter-subscriber.entity.js';
import { NewsletterController } from './newsletter/newsletter.controller.js';
import { NewsletterService } from './newsletter/newsletter.service.js';

export const messagingEntities = [Message, OutgoingMail, NewsletterSubscriber];

@Module({
  imports: [TypeOrmModule.forFeature(messagingEntities)],
  controllers: [MessagesController, NewsletterController, MailController],
  providers: [
    { provide: MAIL_SETTINGS, useFactory: () => mailSettings() },
    MailService,
    ShopIdentity,
    contentClientProvider,
    MailTransport,
    MailDelivery,
    MessagesService,
    NewsletterService,
    {
      provide: EVENT_HANDLERS,
      inject: [MailService],
      useFactory: (mail: MailService): EventHandlersOf<'messaging'> => ({
        'user.registered': (event, manager) => mail.welcome(event, manager),
        'user.registration-requested': (event, manager) => mail.registrationRequested(event, manager),
        'message.received': (event, manager) => mail.announceMessage(event, manager),
      }),
    },
  ],
})
export class MessagingModule {}
