import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope, OrderStatus, SubscriptionChange } from '@artshop/contracts';
import { Message } from '../messages/message.entity.js';
import { OutgoingMail } from './outgoing-mail.entity.js';
import { traceCarrier } from '@artshop/telemetry';
import { ShopIdentity } from './shop-identity.js';
import { StudioNotifications } from './studio-notifications.js';
import { renderMail, type MailTemplateData, type MailTemplateName } from './templates.js';

/** The buyer's mail for each move of their order; pending and processing are the studio's own business. */
const ORDER_STATUS_MAILS: Partial<Record<OrderStatus, 'order-shipped' | 'order-delivered' | 'order-cancelled'>> = {
  shipped: 'order-shipped',
  delivered: 'order-delivered',
  cancelled: 'order-cancelled',
};

type MailClubTemplate = Extract<MailTemplateName, `mail-club-${string}`>;

/**
 * The Mail Club's mails for each change of a subscription: the member's, and the artist's for new and
 * departed members. resumed: the member just pressed Resume on their account page, which shows it, and
 * nothing about their membership or payments differs from before they cancelled. expired: the first
 * payment never went through, so they never became a member (the checkout page told them why), and a
 * mail about a membership they do not have would only confuse.
 */
const MAIL_CLUB_MAILS: Record<SubscriptionChange, { member: MailClubTemplate | null; artist: MailClubTemplate | null }> = {
  started: { member: 'mail-club-welcome', artist: 'mail-club-new-member' },
  renewed: { member: 'mail-club-renewal-receipt', artist: null },
  payment_failed: { member: 'mail-club-payment-failed', artist: null },
  recovered: { member: 'mail-club-recovered', artist: null },
  cancel_scheduled: { member: 'mail-club-cancel-scheduled', artist: null },
  ended: { member: 'mail-club-ended', artist: 'mail-club-member-left' },
  resumed: { member: null, artist: null },
  expired: { member: null, artist: null },
  // The artist moved the member to the plan's new price: a shop tells before it charges more.
  price_changed: { member: 'mail-club-price-changed', artist: null },
};

/** Set on a transaction that queued mail, so delivery starts right after its commit (see MailDelivery). */
export const MAIL_QUEUED = 'artshop.mailQueued';

export interface MailEnvelope {
  to: string;
  replyTo?: string | null;
  /** The event that caused it: one mail per event and template, however often the event arrives. */
  eventId?: string | null;
  messageId?: string | null;
}

@Injectable()
export class MailService {
  constructor(
    private readonly shop: ShopIdentity,
    private readonly notifications: StudioNotifications,
  ) {}

  /**
   * Writes a mail 'queued' in the caller's transaction: it exists exactly when its cause does, and
   * MailDelivery sends it after the commit. Null when this event already produced this mail.
   */
  async queue<Name extends MailTemplateName>(
    manager: EntityManager,
    template: Name,
    data: MailTemplateData[Name],
    envelope: MailEnvelope,
  ): Promise<OutgoingMail | null> {
    if (!manager.queryRunner?.isTransactionActive) throw new Error(`Mail ${template} must be queued inside the transaction of its cause`);
    const mail = await renderMail(template, data, await this.shop.context());
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(OutgoingMail)
      .values({
        template,
        to: envelope.to,
        replyTo: envelope.replyTo ?? null,
        eventId: envelope.eventId ?? null,
        messageId: envelope.messageId ?? null,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers ?? {},
        status: 'queued',
        trace: traceCarrier() ?? null,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id = (inserted.raw as Array<{ id: string }>)[0]?.id;
    if (!id) return null;
    manager.queryRunner.data[MAIL_QUEUED] = true;
    return manager.findOneByOrFail(OutgoingMail, { id });
  }

  /** user.registered: the welcome mail. */
  async welcome(event: EventEnvelope<'user.registered'>, manager: EntityManager): Promise<void> {
    await this.queue(manager, 'welcome', event.data, { to: event.data.email, eventId: event.id });
  }

  /** user.registration-requested: the link that finishes a new account, or a note to the owner of an existing one. */
  async registrationRequested(event: EventEnvelope<'user.registration-requested'>, manager: EntityManager): Promise<void> {
    const { email, firstName, confirmPath } = event.data;
    if (confirmPath) await this.queue(manager, 'registration-confirmation', { firstName, confirmPath }, { to: email, eventId: event.id });
    else await this.queue(manager, 'registration-existing-account', { firstName }, { to: email, eventId: event.id });
  }

  /** user.password-reset-requested: the link that sets a new password. */
  async passwordResetRequested(event: EventEnvelope<'user.password-reset-requested'>, manager: EntityManager): Promise<void> {
    await this.queue(manager, 'password-reset', event.data, { to: event.data.email, eventId: event.id });
  }

  /** user.password-changed: the owner is told, in case it was not them. */
  async passwordChanged(event: EventEnvelope<'user.password-changed'>, manager: EntityManager): Promise<void> {
    await this.queue(manager, 'password-changed', event.data, { to: event.data.email, eventId: event.id });
  }

  /**
   * user.email-change-requested: the new address gets the link, or (another account's) a note that
   * someone tried it; the current address is told a change was asked.
   */
  async emailChangeRequested(event: EventEnvelope<'user.email-change-requested'>, manager: EntityManager): Promise<void> {
    const { email, currentEmail, firstName, confirmPath } = event.data;
    if (confirmPath) await this.queue(manager, 'email-change-confirmation', { firstName, confirmPath }, { to: email, eventId: event.id });
    else await this.queue(manager, 'email-change-address-taken', {}, { to: email, eventId: event.id });
    await this.queue(manager, 'email-change-requested', { firstName, newEmail: email }, { to: currentEmail, eventId: event.id });
  }

  /** order.completed: the buyer's confirmation, and the artist's 'new order' (replying answers the buyer). */
  async orderCompleted(event: EventEnvelope<'order.completed'>, manager: EntityManager): Promise<void> {
    await this.queue(manager, 'order-confirmation', event.data, { to: event.data.customerEmail, eventId: event.id });
    const studio = await this.notifications.recipient('newOrders');
    if (studio) await this.queue(manager, 'new-order', event.data, { to: studio, replyTo: event.data.customerEmail, eventId: event.id });
  }

  /**
   * order.refunded: the buyer is told their money went back. The artist is told too when the shop
   * refunded on its own (sold before the payment went through: the order was never completed); a
   * refund the artist made is theirs already.
   */
  async orderRefunded(event: EventEnvelope<'order.refunded'>, manager: EntityManager): Promise<void> {
    await this.queue(manager, 'order-refunded', event.data, { to: event.data.customerEmail, eventId: event.id });
    const studio = event.data.paidAt === null ? await this.notifications.recipient('refunds') : null;
    if (studio)
      await this.queue(manager, 'order-refunded-artist', event.data, {
        to: studio,
        replyTo: event.data.customerEmail,
        eventId: event.id,
      });
  }

  /** stock.low: the artist hears a print run is running out or sold out, where and if they asked to. */
  async stockLow(event: EventEnvelope<'stock.low'>, manager: EntityManager): Promise<void> {
    const studio = await this.notifications.recipient('lowStock');
    if (studio) await this.queue(manager, 'stock-low', event.data, { to: studio, eventId: event.id });
  }

  /** order.status-changed: the buyer hears when the order ships (with its tracking), arrives or is cancelled. */
  async orderStatusChanged(event: EventEnvelope<'order.status-changed'>, manager: EntityManager): Promise<void> {
    const template = ORDER_STATUS_MAILS[event.data.to];
    if (template) await this.queue(manager, template, event.data, { to: event.data.customerEmail, eventId: event.id });
  }

  /** order.tracking-changed: the buyer gets the corrected carrier and tracking number. */
  async orderTrackingChanged(event: EventEnvelope<'order.tracking-changed'>, manager: EntityManager): Promise<void> {
    await this.queue(manager, 'order-tracking-corrected', event.data, { to: event.data.customerEmail, eventId: event.id });
  }

  /** order.payment-link-sent: the buyer of a manual order gets its payment link. */
  async orderPaymentLinkSent(event: EventEnvelope<'order.payment-link-sent'>, manager: EntityManager): Promise<void> {
    await this.queue(manager, 'order-payment-link', event.data, { to: event.data.customerEmail, eventId: event.id });
  }

  /** subscription.changed: the member's mail for the change, and the artist's when someone joins or leaves (replying answers the member). */
  async subscriptionChanged(event: EventEnvelope<'subscription.changed'>, manager: EntityManager): Promise<void> {
    const { member, artist } = MAIL_CLUB_MAILS[event.data.change];
    if (member) await this.queue(manager, member, event.data, { to: event.data.email, eventId: event.id });
    const studio = artist ? await this.notifications.recipient('mailClub') : null;
    if (artist && studio) await this.queue(manager, artist, event.data, { to: studio, replyTo: event.data.email, eventId: event.id });
  }

  /** A new message or inquiry: tells the artist; replying to that mail answers the sender. */
  async announceMessage(manager: EntityManager, message: Message): Promise<void> {
    const studio = await this.notifications.recipient('newMessages');
    if (!studio) return;
    await this.queue(manager, message.kind === 'corporate' ? 'corporate-inquiry' : 'contact-message', message, {
      to: studio,
      replyTo: message.email,
      messageId: message.id,
    });
  }
}
