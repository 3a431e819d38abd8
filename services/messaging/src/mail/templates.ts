import { createElement } from 'react';
import { render } from '@react-email/render';
import type { EventPayloads } from '@artshop/contracts';
import { TextVersion } from './templates/layout.js';
import type { InboxMessageMail, MailContext, MailDraft, RenderedMail } from './templates/types.js';
import { campaignMail, type CampaignCard } from './templates/campaign.js';
import { contactMessageMail } from './templates/contact-message.js';
import { corporateInquiryMail } from './templates/corporate-inquiry.js';
import { dropAlertConfirmationMail } from './templates/drop-alert-confirmation.js';
import { dropOpenedMail } from './templates/drop-opened.js';
import { emailChangeAddressTakenMail } from './templates/email-change-address-taken.js';
import { emailChangeConfirmationMail } from './templates/email-change-confirmation.js';
import { emailChangeRequestedMail } from './templates/email-change-requested.js';
import { mailClubCancelScheduledMail } from './templates/mail-club-cancel-scheduled.js';
import { mailClubEndedMail } from './templates/mail-club-ended.js';
import { mailClubMemberLeftMail } from './templates/mail-club-member-left.js';
import { mailClubNewMemberMail } from './templates/mail-club-new-member.js';
import { mailClubPaymentFailedMail } from './templates/mail-club-payment-failed.js';
import { mailClubPriceChangedMail } from './templates/mail-club-price-changed.js';
import { mailClubRecoveredMail } from './templates/mail-club-recovered.js';
import { mailClubRenewalReceiptMail } from './templates/mail-club-renewal-receipt.js';
import { mailClubWelcomeMail } from './templates/mail-club-welcome.js';
import { newOrderMail } from './templates/new-order.js';
import { stockAlertConfirmationMail } from './templates/stock-alert-confirmation.js';
import { stockBackMail } from './templates/stock-back.js';
import { stockLowMail } from './templates/stock-low.js';
import { newsletterConfirmationMail } from './templates/newsletter-confirmation.js';
import { orderCancelledMail } from './templates/order-cancelled.js';
import { orderConfirmationMail } from './templates/order-confirmation.js';
import { orderDeliveredMail } from './templates/order-delivered.js';
import { orderRefundedArtistMail } from './templates/order-refunded-artist.js';
import { orderRefundedMail } from './templates/order-refunded.js';
import { orderShippedMail } from './templates/order-shipped.js';
import { orderPaymentLinkMail } from './templates/order-payment-link.js';
import { orderTrackingCorrectedMail } from './templates/order-tracking-corrected.js';
import { passwordChangedMail } from './templates/password-changed.js';
import { passwordResetMail } from './templates/password-reset.js';
import { registrationConfirmationMail } from './templates/registration-confirmation.js';
import { registrationExistingAccountMail } from './templates/registration-existing-account.js';
import { replyMail } from './templates/reply.js';
import { welcomeMail } from './templates/welcome.js';

export type { InboxMessageMail, MailContext, MailDraft, RenderedMail } from './templates/types.js';

/**
 * The data each template renders. Adding a mail: a line here, its template in templates/<name>.tsx
 * (a function of the data and the MailContext giving the subject and the body, built from
 * templates/layout.tsx), and its entry in MAIL_TEMPLATES.
 */
export interface MailTemplateData {
  welcome: EventPayloads['user.registered'];
  'registration-confirmation': { firstName: string; confirmPath: string };
  'registration-existing-account': { firstName: string };
  /** To an account's owner: the link that sets a new password. */
  'password-reset': EventPayloads['user.password-reset-requested'];
  /** To an account's owner: its password was set from a reset link. */
  'password-changed': EventPayloads['user.password-changed'];
  /** To the new address: the link that makes it the account's. */
  'email-change-confirmation': { firstName: string | null; confirmPath: string };
  /** To a new address another account already has: someone tried it, nothing changed. */
  'email-change-address-taken': Record<string, never>;
  /** To the account's current address: a change to another one was asked. */
  'email-change-requested': { firstName: string | null; newEmail: string };
  'contact-message': InboxMessageMail;
  'corporate-inquiry': InboxMessageMail;
  'newsletter-confirmation': { firstName: string | null; confirmUrl: string; unsubscribeUrl: string };
  /** Notify me: the link that confirms an address wants to hear when a drop opens. */
  'drop-alert-confirmation': { dropName: string; confirmUrl: string };
  /** Notify me: the drop opened, to members in its early access or to everyone at its release. */
  'drop-opened': { dropName: string; dropUrl: string; phase: 'early-access' | 'public' };
  /** Notify me: the link that confirms an address wants to hear when a sold-out work is back (`item`: “Name” (Print 12x16)). */
  'stock-alert-confirmation': { item: string; confirmUrl: string };
  /** Notify me: the work is back in stock. */
  'stock-back': { item: string; productUrl: string };
  reply: { original: InboxMessageMail; subject: string | null; body: string };
  /** To the buyer: the order is paid and confirmed. */
  'order-confirmation': EventPayloads['order.completed'];
  /** To the artist: a new order to prepare. */
  'new-order': EventPayloads['order.completed'];
  /** To the buyer: what they bought was sold meanwhile, and their payment went back. */
  'order-refunded': EventPayloads['order.refunded'];
  /** To the artist: an order paid for something already sold was refunded. */
  'order-refunded-artist': EventPayloads['order.refunded'];
  /** To the artist: a print run at or under its low-stock threshold, or sold out. */
  'stock-low': EventPayloads['stock.low'];
  /** To the buyer: the order is on its way, with the carrier, tracking number and link. */
  'order-shipped': EventPayloads['order.status-changed'];
  'order-delivered': EventPayloads['order.status-changed'];
  /** To the buyer: the artist cancelled the order; the money goes back. */
  'order-cancelled': EventPayloads['order.status-changed'];
  /** To the buyer: the artist corrected the carrier or tracking number of the parcel. */
  'order-tracking-corrected': EventPayloads['order.tracking-changed'];
  /** To the buyer of a manual order: the order and its payment link. */
  'order-payment-link': EventPayloads['order.payment-link-sent'];
  /** Mail Club (subscription.changed), to the member: the first payment went through. */
  'mail-club-welcome': EventPayloads['subscription.changed'];
  /** To the artist: someone joined the Mail Club. */
  'mail-club-new-member': EventPayloads['subscription.changed'];
  /** To the member: a month was paid. */
  'mail-club-renewal-receipt': EventPayloads['subscription.changed'];
  /** To the member: a renewal failed; the link to pay it with another card. */
  'mail-club-payment-failed': EventPayloads['subscription.changed'];
  /** To the member: the failed renewal has been paid; the membership is active again. */
  'mail-club-recovered': EventPayloads['subscription.changed'];
  /** To the member: the membership is set to end at the period's end. */
  'mail-club-cancel-scheduled': EventPayloads['subscription.changed'];
  /** To the member: the membership ended. */
  'mail-club-ended': EventPayloads['subscription.changed'];
  /** To the artist: a member left. */
  'mail-club-member-left': EventPayloads['subscription.changed'];
  /** To the member: the monthly price changes from the next renewal (the artist moved them to a new price). */
  'mail-club-price-changed': EventPayloads['subscription.changed'];
  /** To someone on the shop's list: the artist's announcement, with their own unsubscribe link. */
  campaign: { subject: string; text: string; imageUrls: string[]; works: CampaignCard[]; recipient: string; unsubscribeUrl: string };
}
export type MailTemplateName = keyof MailTemplateData;

export const MAIL_TEMPLATES: { [Name in MailTemplateName]: (data: MailTemplateData[Name], context: MailContext) => MailDraft } = {
  welcome: welcomeMail,
  campaign: campaignMail,
  'registration-confirmation': registrationConfirmationMail,
  'registration-existing-account': registrationExistingAccountMail,
  'password-reset': passwordResetMail,
  'password-changed': passwordChangedMail,
  'email-change-confirmation': emailChangeConfirmationMail,
  'email-change-address-taken': emailChangeAddressTakenMail,
  'email-change-requested': emailChangeRequestedMail,
  'contact-message': contactMessageMail,
  'corporate-inquiry': corporateInquiryMail,
  'newsletter-confirmation': newsletterConfirmationMail,
  'drop-alert-confirmation': dropAlertConfirmationMail,
  'drop-opened': dropOpenedMail,
  'stock-alert-confirmation': stockAlertConfirmationMail,
  'stock-back': stockBackMail,
  reply: replyMail,
  'order-confirmation': orderConfirmationMail,
  'new-order': newOrderMail,
  'order-refunded': orderRefundedMail,
  'order-refunded-artist': orderRefundedArtistMail,
  'stock-low': stockLowMail,
  'order-shipped': orderShippedMail,
  'order-delivered': orderDeliveredMail,
  'order-cancelled': orderCancelledMail,
  'order-tracking-corrected': orderTrackingCorrectedMail,
  'order-payment-link': orderPaymentLinkMail,
  'mail-club-welcome': mailClubWelcomeMail,
  'mail-club-new-member': mailClubNewMemberMail,
  'mail-club-renewal-receipt': mailClubRenewalReceiptMail,
  'mail-club-payment-failed': mailClubPaymentFailedMail,
  'mail-club-recovered': mailClubRecoveredMail,
  'mail-club-cancel-scheduled': mailClubCancelScheduledMail,
  'mail-club-ended': mailClubEndedMail,
  'mail-club-member-left': mailClubMemberLeftMail,
  'mail-club-price-changed': mailClubPriceChangedMail,
};

/** How the text part reads the text render's HTML: headings as written, lists with '- ', links as 'label (address)'. */
const TEXT_SELECTORS = [
  { selector: 'h2', options: { uppercase: false, leadingLineBreaks: 2 } },
  { selector: 'h3', options: { uppercase: false, leadingLineBreaks: 2 } },
  { selector: 'ul', options: { itemPrefix: '- ', leadingLineBreaks: 1, trailingLineBreaks: 1 } },
  { selector: 'a', options: { linkBrackets: ['(', ')'] as [string, string], hideLinkHrefIfSameAsText: true } },
];

/**
 * React writes `<br/>` and `&#x27;`; the mails keep the `<br>` and `&#39;` they have always had (the same
 * HTML, byte for byte where nothing else changed).
 */
const asBefore = (html: string) => html.replaceAll('<br/>', '<br>').replaceAll('&#x27;', '&#39;');

export async function renderMail<Name extends MailTemplateName>(name: Name, data: MailTemplateData[Name], context: MailContext): Promise<RenderedMail> {
  const { subject, body, headers } = (MAIL_TEMPLATES[name] as (data: MailTemplateData[Name], context: MailContext) => MailDraft)(data, context);
  const [html, text] = await Promise.all([
    render(body),
    render(createElement(TextVersion, { value: true }, body), { plainText: true, htmlToTextOptions: { selectors: TEXT_SELECTORS } }),
  ]);
  return { subject, text: text.trim(), html: asBefore(html), ...(headers ? { headers } : {}) };
}
