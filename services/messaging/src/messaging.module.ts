import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { EventHandlersOf } from '@artshop/event-bus';
import { EVENT_HANDLERS } from '@artshop/service-kit';
import { NotifyMeHandlers } from './notify-me/notify-me.handlers.js';
import { NotifyMeService } from './notify-me/notify-me.service.js';
import { MailHandlers } from './mail/mail.handlers.js';
import { MailDelivery } from './mail/mail-delivery.js';
import { MailService } from './mail/mail.service.js';
import { catalogClientProvider, contentClientProvider, subscriptionClientProvider } from './clients.js';
import { CampaignRecipient } from './campaigns/campaign-recipient.entity.js';
import { CampaignSending } from './campaigns/campaign-sending.js';
import { CampaignWorks } from './campaigns/campaign-works.js';
import { Campaign } from './campaigns/campaign.entity.js';
import { CAMPAIGN_SETTINGS, campaignSettings } from './campaigns/campaign.settings.js';
import { CampaignsHandlers } from './campaigns/campaigns.handlers.js';
import { CampaignsService } from './campaigns/campaigns.service.js';
import { ListOptOut } from './campaigns/list-opt-out.entity.js';
import { MailClubMember } from './campaigns/mail-club-member.entity.js';
import { MailClubMembers } from './campaigns/mail-club-members.js';
import { ShopIdentity } from './mail/shop-identity.js';
import { StudioNotifications } from './mail/studio-notifications.js';
import { MAIL_SETTINGS, mailSettings } from './mail/mail.settings.js';
import { MailTransport } from './mail/mail-transport.js';
import { OutgoingMail } from './mail/outgoing-mail.entity.js';
import { Message } from './messages/message.entity.js';
import { MessageReply } from './messages/message-reply.entity.js';
import { MessagesHandlers } from './messages/messages.handlers.js';
import { MessagesService } from './messages/messages.service.js';
import { NewsletterSubscriber } from './newsletter/newsletter-subscriber.entity.js';
import { NewsletterHandlers } from './newsletter/newsletter.handlers.js';
import { NewsletterService } from './newsletter/newsletter.service.js';

export const messagingEntities = [Message, MessageReply, OutgoingMail, NewsletterSubscriber, Campaign, CampaignRecipient, ListOptOut, MailClubMember];

@Module({
  imports: [TypeOrmModule.forFeature(messagingEntities)],
  controllers: [MessagesHandlers, NewsletterHandlers, MailHandlers, CampaignsHandlers, NotifyMeHandlers],
  providers: [
    { provide: MAIL_SETTINGS, useFactory: () => mailSettings() },
    MailService,
    ShopIdentity,
    StudioNotifications,
    contentClientProvider,
    catalogClientProvider,
    subscriptionClientProvider,
    { provide: CAMPAIGN_SETTINGS, useFactory: () => campaignSettings() },
    CampaignWorks,
    CampaignSending,
    CampaignsService,
    MailClubMembers,
    MailTransport,
    MailDelivery,
    MessagesService,
    NewsletterService,
    NotifyMeService,
    {
      provide: EVENT_HANDLERS,
      inject: [MailService, MailClubMembers, NotifyMeService],
      useFactory: (mail: MailService, members: MailClubMembers, notifyMe: NotifyMeService): EventHandlersOf<'messaging'> => ({
        'user.registered': (event, manager) => mail.welcome(event, manager),
        'user.registration-requested': (event, manager) => mail.registrationRequested(event, manager),
        'user.password-reset-requested': (event, manager) => mail.passwordResetRequested(event, manager),
        'user.password-changed': (event, manager) => mail.passwordChanged(event, manager),
        'user.email-change-requested': (event, manager) => mail.emailChangeRequested(event, manager),
        'order.completed': (event, manager) => mail.orderCompleted(event, manager),
        'order.refunded': (event, manager) => mail.orderRefunded(event, manager),
        'order.status-changed': (event, manager) => mail.orderStatusChanged(event, manager),
        'stock.low': (event, manager) => mail.stockLow(event, manager),
        'order.tracking-changed': (event, manager) => mail.orderTrackingChanged(event, manager),
        'order.payment-link-sent': (event, manager) => mail.orderPaymentLinkSent(event, manager),
        'drop.opened': (event, manager) => notifyMe.dropOpened(event, manager),
        'stock.back': (event, manager) => notifyMe.stockBack(event, manager),
        'subscription.changed': async (event, manager) => {
          await members.record(event, manager);
          await mail.subscriptionChanged(event, manager);
        },
      }),
    },
  ],
})
export class MessagingModule {}
