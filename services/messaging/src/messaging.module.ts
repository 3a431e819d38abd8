import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { EventHandlers } from '@artshop/event-bus';
import { EVENT_HANDLERS } from '@artshop/service-kit';
import { MailController } from './mail/mail.controller.js';
import { MailService } from './mail/mail.service.js';
import { MAIL_SETTINGS } from './mail/mail.settings.js';
import { OutgoingMail } from './mail/outgoing-mail.entity.js';
import { Message } from './messages/message.entity.js';
import { MessagesController } from './messages/messages.controller.js';

export const messagingEntities = [Message, OutgoingMail];

@Module({
  imports: [TypeOrmModule.forFeature(messagingEntities)],
  controllers: [MessagesController, MailController],
  providers: [
    MailService,
    { provide: MAIL_SETTINGS, useFactory: () => ({ shopUrl: process.env.PUBLIC_ORIGIN ?? 'http://localhost:3000' }) },
    {
      provide: EVENT_HANDLERS,
      inject: [MailService],
      useFactory: (mail: MailService): EventHandlers => ({
        'user.registered': (event, manager) => mail.welcome(event, manager),
      }),
    },
  ],
})
export class MessagingModule {}
