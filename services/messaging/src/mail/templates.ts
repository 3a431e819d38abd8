import {
  EMAIL_CHANGE_LINK_HOURS,
  PASSWORD_FORGOT_PATH,
  PASSWORD_RESET_LINK_MINUTES,
  REGISTRATION_LINK_HOURS,
  SHIPPING_METHOD_LABELS,
  isDomesticCountry,
  type CorporateInquiryDetails,
  type EventPayloads,
  type OrderReceipt,
  type OrderReceiptLine,
} from '@artshop/contracts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** What every template may use besides its own data. */
export interface MailContext {
  shopUrl: string;
  shopName: string;
  artistEmail: string;
  /** The studio's address from the contact page, shown under every mail. */
  shopAddress: string | null;
}

/** A message of the inbox as the notification and reply templates need it. */
export interface InboxMessageMail {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  createdAt: Date;
  details: CorporateInquiryDetails | null;
}

/**
 * The data each template renders. Adding a mail: a line here, a function below, and its entry in
 * MAIL_TEMPLATES.
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
  reply: { original: InboxMessageMail; subject: string | null; body: string };
  /** To the buyer: the order is paid and confirmed. */
  'order-confirmation': EventPayloads['order.completed'];
  /** To the artist: a new order to prepare. */
  'new-order': EventPayloads['order.completed'];
  /** To the buyer: what they bought was sold meanwhile, and their payment went back. */
  'order-refunded': EventPayloads['order.refunded'];
  /** To the artist: an order paid for something already sold was refunded. */
  'order-refunded-artist': EventPayloads['order.refunded'];
  /** To the buyer: the order is on its way, with the carrier, tracking number and link. */
  'order-shipped': EventPayloads['order.status-changed'];
  'order-delivered': EventPayloads['order.status-changed'];
  /** To the buyer: the artist cancelled the order; the money goes back. */
  'order-cancelled': EventPayloads['order.status-changed'];
  /** To the buyer: the artist corrected the carrier or tracking number of the parcel. */
  'order-tracking-corrected': EventPayloads['order.tracking-changed'];
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
}
export type MailTemplateName = keyof MailTemplateData;

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Paragraphs of plain text as HTML: blank lines part paragraphs, single line breaks stay. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;

/** The frame of every HTML mail: the content, then the shop's name and address. */
function layout(context: MailContext, body: string, footer = ''): string {
  return `<!doctype html>
<html><body style="font-family: Georgia, serif; color: #222; line-height: 1.5; max-width: 600px; margin: 0 auto; padding: 16px;">
${body}
<hr style="border: none; border-top: 1px solid #ddd; margin: 24px 0;">
<p style="font-size: 13px; color: #666;">${link(context.shopUrl, context.shopName)} · ${link(`mailto:${context.artistEmail}`, context.artistEmail)}${context.shopAddress ? `<br>${escapeHtml(context.shopAddress)}` : ''}${footer ? `<br>${footer}` : ''}</p>
</body></html>`;
}

const signature = (context: MailContext) =>
  ['', '-- ', context.shopName, context.shopUrl, context.artistEmail, context.shopAddress].filter((line) => line !== null).join('\n');

/** Welcome after registration. */
export function welcomeMail(user: MailTemplateData['welcome'], context: MailContext): RenderedMail {
  const subject = 'Welcome to the studio';
  const text = [
    `Hello ${user.firstName},`,
    '',
    'Thank you for creating an account. You can now keep favourites, follow your orders and join the Mail Club.',
    '',
    `Browse the latest work: ${context.shopUrl}/shop-all`,
    signature(context),
  ].join('\n');
  const html = layout(
    context,
    `<p>Hello ${escapeHtml(user.firstName)},</p>
<p>Thank you for creating an account. You can now keep favourites, follow your orders and join the Mail Club.</p>
<p>${link(`${context.shopUrl}/shop-all`, 'Browse the latest work')}</p>`,
  );
  return { subject, text, html };
}

/** The link that finishes a new account (the register form says nothing more, so nobody learns who has one). */
export function registrationConfirmationMail(data: MailTemplateData['registration-confirmation'], context: MailContext): RenderedMail {
  const subject = `Confirm your e-mail to finish your ${context.shopName} account`;
  const confirmUrl = `${context.shopUrl}${data.confirmPath}`;
  const text = [
    `Hello ${data.firstName},`,
    '',
    'Open this link to confirm your e-mail address and finish creating your account:',
    '',
    confirmUrl,
    '',
    `The link works once, for ${REGISTRATION_LINK_HOURS} hours. If you did not ask for an account, ignore this e-mail: none is created.`,
    signature(context),
  ].join('\n');
  const html = layout(
    context,
    `<p>Hello ${escapeHtml(data.firstName)},</p>
<p>Open this link to confirm your e-mail address and finish creating your account:</p>
<p>${link(confirmUrl, 'Confirm my e-mail and create my account')}</p>
<p>The link works once, for ${REGISTRATION_LINK_HOURS} hours. If you did not ask for an account, ignore this e-mail: none is created.</p>`,
  );
  return { subject, text, html };
}

/** Someone tried to register an address that has an account: its owner is told, and nothing changes. */
export function registrationExistingAccountMail(data: MailTemplateData['registration-existing-account'], context: MailContext): RenderedMail {
  const subject = `You already have a ${context.shopName} account`;
  const loginUrl = `${context.shopUrl}/login`;
  const text = [
    `Hello ${data.firstName},`,
    '',
    'Someone, perhaps you, asked to create an account with this e-mail address. You already have one: sign in here.',
    '',
    loginUrl,
    '',
    'If it was not you, ignore this e-mail: your account and password are unchanged.',
    signature(context),
  ].join('\n');
  const html = layout(
    context,
    `<p>Hello ${escapeHtml(data.firstName)},</p>
<p>Someone, perhaps you, asked to create an account with this e-mail address. You already have one: ${link(loginUrl, 'sign in here')}.</p>
<p>If it was not you, ignore this e-mail: your account and password are unchanged.</p>`,
  );
  return { subject, text, html };
}

const greeting = (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,');

/** A mail of a few paragraphs and links, written once: the text and the HTML say the same. */
function plainMail(context: MailContext, subject: string, lines: Array<string | { url: string; label: string }>): RenderedMail {
  const text = [...lines.flatMap((line) => ['', typeof line === 'string' ? line : line.url]).slice(1), signature(context)].join('\n');
  const html = layout(context, lines.map((line) => (typeof line === 'string' ? paragraphs(line) : `<p>${link(line.url, line.label)}</p>`)).join('\n'));
  return { subject, text, html };
}

/** The link that sets a new password; asking for it changed nothing. */
export function passwordResetMail(data: MailTemplateData['password-reset'], context: MailContext): RenderedMail {
  return plainMail(context, `Set a new password for your ${context.shopName} account`, [
    greeting(data.firstName),
    'Someone, perhaps you, asked to set a new password for your account. Open this link to choose one:',
    { url: `${context.shopUrl}${data.resetPath}`, label: 'Set a new password' },
    `The link works once, for ${PASSWORD_RESET_LINK_MINUTES} minutes. If you did not ask, ignore this e-mail: your password is unchanged.`,
  ]);
}

/** After a reset: the owner learns of it, and how to take the account back if it was not them. */
export function passwordChangedMail(data: MailTemplateData['password-changed'], context: MailContext): RenderedMail {
  return plainMail(context, `Your ${context.shopName} password was changed`, [
    greeting(data.firstName),
    'The password of your account was just changed, and every device signed in with the old one was signed out.',
    'If this was not you, set a new password at once and write to us:',
    { url: `${context.shopUrl}${PASSWORD_FORGOT_PATH}`, label: 'Set a new password' },
  ]);
}

/** To the new address: the link that makes it the account's. */
export function emailChangeConfirmationMail(data: MailTemplateData['email-change-confirmation'], context: MailContext): RenderedMail {
  return plainMail(context, `Confirm your new e-mail address for ${context.shopName}`, [
    greeting(data.firstName),
    'Open this link to make this your account’s e-mail address:',
    { url: `${context.shopUrl}${data.confirmPath}`, label: 'Confirm my new e-mail address' },
    `The link works once, for ${EMAIL_CHANGE_LINK_HOURS} hours. If you did not ask for this, ignore this e-mail: nothing changes.`,
  ]);
}

/** To an address that already has an account: someone tried to move another account to it. */
export function emailChangeAddressTakenMail(_data: MailTemplateData['email-change-address-taken'], context: MailContext): RenderedMail {
  return plainMail(context, `Someone tried to use your e-mail address at ${context.shopName}`, [
    'Hello,',
    'Someone asked to use this e-mail address for another account at our shop. It already belongs to your account, so nothing was changed.',
    'If it was you, sign in to the account that has this address instead. Your account and password are unchanged.',
    { url: `${context.shopUrl}/login`, label: 'Sign in' },
  ]);
}

/** To the account's current address: a change was asked; it happens only from the new inbox. */
export function emailChangeRequestedMail(data: MailTemplateData['email-change-requested'], context: MailContext): RenderedMail {
  return plainMail(context, `A change of your ${context.shopName} e-mail address was asked`, [
    greeting(data.firstName),
    `Someone signed in to your account asked to change its e-mail address to ${data.newEmail}. It changes only once the link we sent there is opened.`,
    'If this was not you, set a new password now: the change will not go through with it, and every device will be signed out.',
    { url: `${context.shopUrl}${PASSWORD_FORGOT_PATH}`, label: 'Set a new password' },
  ]);
}

/** To the artist: somebody wrote through the contact form. Replying to the mail answers the sender. */
export function contactMessageMail(message: MailTemplateData['contact-message'], context: MailContext): RenderedMail {
  const subject = `New message from ${message.name}: ${message.subject ?? 'No subject'}`;
  const fields: Array<[string, string | null]> = [
    ['From', `${message.name} <${message.email}>`],
    ['Phone', message.phone],
    ['Subject', message.subject ?? 'No subject'],
  ];
  return notification(subject, 'New message from the contact form', fields, message.message, context);
}

/** To the artist: a corporate buyer's inquiry, every field of the form. */
export function corporateInquiryMail(inquiry: MailTemplateData['corporate-inquiry'], context: MailContext): RenderedMail {
  const details = inquiry.details;
  const subject = `New corporate inquiry from ${inquiry.name}${details ? ` (${details.company})` : ''}`;
  const fields: Array<[string, string | null]> = [
    ['From', `${inquiry.name} <${inquiry.email}>`],
    ['Company', details?.company ?? null],
    ['Phone', inquiry.phone],
    ['Project type', details?.projectType ?? null],
    ['Budget', details?.budget ?? null],
    ['Pieces', details?.pieces == null ? null : String(details.pieces)],
    ['Art preferences', details?.style.length ? details.style.join(', ') : null],
    ['Location', details?.location ?? null],
    ['Timeline', details?.timeline ?? null],
    ['Consent to be contacted', details ? (details.consent ? 'Yes' : 'No') : null],
    ['Subject', inquiry.subject],
    ['Sent from', details?.source ?? null],
  ];
  return notification(subject, 'New corporate inquiry', fields, inquiry.message, context);
}

function notification(subject: string, heading: string, fields: Array<[string, string | null]>, body: string, context: MailContext): RenderedMail {
  const shown = fields.filter((field): field is [string, string] => field[1] !== null && field[1] !== '');
  const inbox = `${context.shopUrl}/admin/messages`;
  const text = [
    heading,
    '',
    ...shown.map(([label, value]) => `${label}: ${value}`),
    '',
    body || '(no message)',
    '',
    `Reply to this e-mail, or from the inbox: ${inbox}`,
  ].join('\n');
  const html = layout(
    context,
    `<h2 style="font-weight: normal;">${escapeHtml(heading)}</h2>
<table style="border-collapse: collapse;">${shown
      .map(([label, value]) => `<tr><td style="padding: 2px 12px 2px 0; color: #666;">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`)
      .join('')}</table>
${body ? paragraphs(body) : '<p><em>(no message)</em></p>'}
<p>Reply to this e-mail, or from ${link(inbox, 'the inbox')}.</p>`,
  );
  return { subject, text, html };
}

/** Double opt-in: the link confirms; every newsletter mail carries the unsubscribe link. */
export function newsletterConfirmationMail(data: MailTemplateData['newsletter-confirmation'], context: MailContext): RenderedMail {
  const subject = `Please confirm your subscription to ${context.shopName}`;
  const greeting = data.firstName ? `Hello ${data.firstName},` : 'Hello,';
  const text = [
    greeting,
    '',
    `Thank you for signing up for news from ${context.shopName}: new work, exhibitions and studio notes.`,
    'Please confirm your subscription by opening this link:',
    '',
    data.confirmUrl,
    '',
    'If you did not sign up, ignore this e-mail and you will not hear from us.',
    signature(context),
    '',
    `Unsubscribe: ${data.unsubscribeUrl}`,
  ].join('\n');
  const html = layout(
    context,
    `<p>${escapeHtml(greeting)}</p>
<p>Thank you for signing up for news from ${escapeHtml(context.shopName)}: new work, exhibitions and studio notes.</p>
<p>${link(data.confirmUrl, 'Confirm my subscription')}</p>
<p>If you did not sign up, ignore this e-mail and you will not hear from us.</p>`,
    link(data.unsubscribeUrl, 'Unsubscribe'),
  );
  // Mail programs show their own "unsubscribe" button for list mail carrying this header.
  const headers = { 'List-Unsubscribe': `<${data.unsubscribeUrl}>` };
  return { subject, text, html, headers };
}

/** The artist's answer from the inbox, quoting the message it answers. */
export function replyMail(data: MailTemplateData['reply'], context: MailContext): RenderedMail {
  const { original } = data;
  // An inquiry's subject is the form's hidden one, not words of the sender's.
  const subject = data.subject ?? (original.details ? `Re: Your inquiry for ${original.details.company}` : `Re: ${original.subject ?? 'Your message'}`);
  const when = original.createdAt.toUTCString();
  const quoted = original.message
    ? original.message
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n')
    : '';
  const text = [data.body, signature(context), ...(quoted ? ['', `On ${when}, ${original.name} wrote:`, quoted] : [])].join('\n');
  const html = layout(
    context,
    `${paragraphs(data.body)}${
      quoted
        ? `\n<p style="color: #666;">On ${escapeHtml(when)}, ${escapeHtml(original.name)} wrote:</p>
<blockquote style="margin: 0; padding-left: 12px; border-left: 3px solid #ddd; color: #666;">${paragraphs(original.message)}</blockquote>`
        : ''
    }`,
  );
  return { subject, text, html };
}

// ── Orders ──────────────────────────────────────────────────────────────────────────────────────

/** A decimal string of the receipt ('1234.5') in its currency, e.g. $1,234.50. */
export function formatMoney(amount: string, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(amount));
}

/** 'Ember Field (Original 36x48)', or the name alone for a product without tiers. */
const lineName = (line: OrderReceiptLine) => (line.tierDisplayName ? `${line.productName} (${line.tierDisplayName})` : line.productName);

const orderLabel = (order: OrderReceipt) => `order #${order.orderNumber}`;

const shippingLabel = (order: OrderReceipt) => SHIPPING_METHOD_LABELS[order.shippingMethod] ?? 'Shipping';

/** The receipt's lines and totals, as plain text. */
function orderSummaryText(order: OrderReceipt): string[] {
  const money = (amount: string) => formatMoney(amount, order.currency);
  return [
    ...order.lines.map((line) => `- ${lineName(line)}: ${line.quantity} × ${money(line.unitPrice)} = ${money(line.lineTotal)}`),
    '',
    `Subtotal: ${money(order.subtotal)}`,
    `${shippingLabel(order)}: ${Number(order.shipping) === 0 ? 'Free' : money(order.shipping)}`,
    `Tax: ${money(order.tax)}`,
    `Total: ${money(order.total)}`,
  ];
}

/** The receipt's lines and totals, as an HTML table. */
function orderSummaryHtml(order: OrderReceipt): string {
  const money = (amount: string) => escapeHtml(formatMoney(amount, order.currency));
  const cell = 'padding: 6px 8px; border-bottom: 1px solid #eee;';
  const right = `${cell} text-align: right; white-space: nowrap;`;
  const lines = order.lines
    .map(
      (line) =>
        `<tr><td style="${cell}">${escapeHtml(line.productName)}${
          line.tierDisplayName ? `<br><span style="color: #666; font-size: 14px;">${escapeHtml(line.tierDisplayName)}</span>` : ''
        }</td><td style="${right}">${line.quantity}</td><td style="${right}">${money(line.unitPrice)}</td><td style="${right}">${money(line.lineTotal)}</td></tr>`,
    )
    .join('\n');
  const total = (label: string, value: string, bold = false) =>
    `<tr><td colspan="3" style="padding: 4px 8px; text-align: right;${bold ? ' font-weight: bold;' : ''}">${escapeHtml(label)}</td><td style="padding: 4px 8px; text-align: right; white-space: nowrap;${bold ? ' font-weight: bold;' : ''}">${value}</td></tr>`;
  return `<table style="border-collapse: collapse; width: 100%;">
<tr><th style="${cell} text-align: left;">Item</th><th style="${right}">Qty</th><th style="${right}">Price</th><th style="${right}">Total</th></tr>
${lines}
${total('Subtotal', money(order.subtotal))}
${total(shippingLabel(order), Number(order.shipping) === 0 ? 'Free' : money(order.shipping))}
${total('Tax', money(order.tax))}
${total('Total', money(order.total), true)}
</table>`;
}

/** Where the order goes: the address, or the studio for local pickup. */
function destinationLines(order: OrderReceipt): string[] {
  if (order.shippingMethod === 'pickup') return ['Local pickup at the studio'];
  const address = order.shippingAddress;
  return [order.customerName, address.street, `${address.city}, ${address.state} ${address.zipCode}`, address.country];
}

/** The order's certificates of authenticity with their private links (an event recorded before links existed has none). */
function certificateLinks(order: OrderReceipt, context: MailContext): Array<{ code: string; item: string; edition: string; url: string }> {
  return (order.certificates ?? []).map((certificate) => ({ ...certificate, url: `${context.shopUrl}${certificate.link}` }));
}

const CERTIFICATES_NOTE = 'Keep this e-mail: each link opens the certificate and its PDF, no account needed.';

/** To the buyer once the payment went through: every line, the totals, its certificates, where it goes and when. */
export function orderConfirmationMail(order: MailTemplateData['order-confirmation'], context: MailContext): RenderedMail {
  const subject = `Your order #${order.orderNumber} is confirmed`;
  const thanks = `Thank you for your order! Your payment went through and ${orderLabel(order)} is confirmed.`;
  const delivery =
    order.shippingMethod === 'pickup'
      ? 'You chose local pickup: we will write to you when your artwork is ready to collect at the studio.'
      : `We will e-mail you when your artwork ships. ${
          isDomesticCountry(order.shippingAddress.country) ? 'Delivery within the US takes up to 14 days.' : 'International delivery takes 14–28 days.'
        }`;
  const destinationHeading = order.shippingMethod === 'pickup' ? 'Delivery' : 'Shipping to';
  const certificates = certificateLinks(order, context);
  const text = [
    `Hello ${order.customerName},`,
    '',
    thanks,
    '',
    `Order #${order.orderNumber}`,
    ...orderSummaryText(order),
    '',
    ...(certificates.length
      ? [
          'Certificates of authenticity:',
          ...certificates.flatMap((certificate) => [`- ${certificate.item}, ${certificate.edition}: ${certificate.code}`, `  ${certificate.url}`]),
          CERTIFICATES_NOTE,
          '',
        ]
      : []),
    `${destinationHeading}:`,
    ...destinationLines(order),
    '',
    delivery,
    '',
    'Questions about your order? Reply to this e-mail.',
    signature(context),
  ].join('\n');
  const html = layout(
    context,
    `<p>Hello ${escapeHtml(order.customerName)},</p>
<p>${escapeHtml(thanks)}</p>
<h2 style="font-weight: normal;">Order #${escapeHtml(order.orderNumber)}</h2>
${orderSummaryHtml(order)}
${
  certificates.length
    ? `<h3 style="font-weight: normal;">Certificates of authenticity</h3>
<ul>${certificates
        .map((certificate) => `<li>${escapeHtml(certificate.item)}, ${escapeHtml(certificate.edition)}: ${link(certificate.url, certificate.code)}</li>`)
        .join('\n')}</ul>
<p style="font-size: 14px; color: #666;">${escapeHtml(CERTIFICATES_NOTE)}</p>`
    : ''
}
<p><strong>${escapeHtml(destinationHeading)}:</strong><br>${destinationLines(order).map(escapeHtml).join('<br>')}</p>
<p>${escapeHtml(delivery)}</p>
<p>Questions about your order? Reply to this e-mail.</p>`,
  );
  return { subject, text, html };
}

/** To the artist: a paid order to prepare, with who bought it. Replying to the mail answers the buyer. */
export function newOrderMail(order: MailTemplateData['new-order'], context: MailContext): RenderedMail {
  const total = formatMoney(order.total, order.currency);
  const subject = `New order #${order.orderNumber} from ${order.customerName} (${total})`;
  const orders = `${context.shopUrl}/admin/orders`;
  const text = [
    `New order #${order.orderNumber}, paid`,
    '',
    `Buyer: ${order.customerName} <${order.customerEmail}>`,
    '',
    ...orderSummaryText(order),
    '',
    `${order.shippingMethod === 'pickup' ? 'Delivery' : 'Ship to'}:`,
    ...destinationLines(order),
    '',
    `See it in the orders: ${orders}`,
  ].join('\n');
  const html = layout(
    context,
    `<h2 style="font-weight: normal;">New order #${escapeHtml(order.orderNumber)}, paid</h2>
<p>Buyer: ${escapeHtml(order.customerName)} ${link(`mailto:${order.customerEmail}`, order.customerEmail)}</p>
${orderSummaryHtml(order)}
<p><strong>${order.shippingMethod === 'pickup' ? 'Delivery' : 'Ship to'}:</strong><br>${destinationLines(order).map(escapeHtml).join('<br>')}</p>
<p>See it in ${link(orders, 'the orders')}.</p>`,
  );
  return { subject, text, html };
}

/**
 * To the buyer: money went back. Either what they paid for had been sold meanwhile (the order was never
 * completed: the whole payment, with an apology), or the artist refunded the order or one line of it.
 */
export function orderRefundedMail(order: MailTemplateData['order-refunded'], context: MailContext): RenderedMail {
  const amount = formatMoney(order.amount, order.currency);
  const soldOut = order.paidAt === null;
  const subject = soldOut || order.full ? `Your payment for order #${order.orderNumber} has been refunded` : `A refund for your order #${order.orderNumber}`;
  const items = order.lines.length === 1 ? lineName(order.lines[0]!) : 'a piece in your order';
  const bank = 'your bank may take a few days to show it.';
  const message = soldOut
    ? `We're sorry — ${items} was sold just before your payment went through, so we could not complete ${orderLabel(order)}. Your payment of ${amount} has been refunded in full to the card you paid with; ${bank}`
    : order.full
      ? `We have refunded ${amount} for ${orderLabel(order)} to the card you paid with; ${bank}`
      : `We have refunded ${amount} for ${order.line ?? 'part of your order'} from ${orderLabel(order)} to the card you paid with; ${bank}`;
  const text = [
    `Hello ${order.customerName},`,
    '',
    message,
    '',
    `Reason: ${order.reason}`,
    '',
    ...(soldOut ? [`There is more work to discover in the shop: ${context.shopUrl}/shop-all`, ''] : []),
    'Questions? Reply to this e-mail.',
    signature(context),
  ].join('\n');
  const html = layout(
    context,
    `<p>Hello ${escapeHtml(order.customerName)},</p>
<p>${escapeHtml(message)}</p>
<p>Reason: ${escapeHtml(order.reason)}</p>
${soldOut ? `<p>There is more work to discover in ${link(`${context.shopUrl}/shop-all`, 'the shop')}.</p>` : ''}
<p>Questions? Reply to this e-mail.</p>`,
  );
  return { subject, text, html };
}

/** To the artist: an order was paid for something already sold; the refund has been made. */
export function orderRefundedArtistMail(order: MailTemplateData['order-refunded-artist'], context: MailContext): RenderedMail {
  const total = formatMoney(order.total, order.currency);
  const subject = `Order #${order.orderNumber} refunded: sold before the payment went through`;
  const orders = `${context.shopUrl}/admin/orders`;
  const what = `${order.customerName} <${order.customerEmail}> paid ${total} for ${orderLabel(order)}, but it could not be completed: ${order.reason}`;
  const refund = `The payment of ${total} has been refunded in full, and ${order.customerName} has been told. There is nothing to ship.`;
  const text = [`Order #${order.orderNumber} refunded`, '', what, '', refund, '', ...orderSummaryText(order), '', `See it in the orders: ${orders}`].join('\n');
  const html = layout(
    context,
    `<h2 style="font-weight: normal;">Order #${escapeHtml(order.orderNumber)} refunded</h2>
<p>${escapeHtml(what)}</p>
<p>${escapeHtml(refund)}</p>
${orderSummaryHtml(order)}
<p>See it in ${link(orders, 'the orders')}.</p>`,
  );
  return { subject, text, html };
}

/** Hello, what happened, the artist's note if any, and the way to ask: the frame of the buyer's order-status mails. */
function orderStatusMail(order: EventPayloads['order.status-changed'], context: MailContext, subject: string, message: string[], extraHtml = ''): RenderedMail {
  const note = order.note ? [`A note from the studio: ${order.note}`] : [];
  const text = [
    `Hello ${order.customerName},`,
    '',
    ...message,
    ...(note.length ? ['', ...note] : []),
    '',
    'Questions? Reply to this e-mail.',
    signature(context),
  ].join('\n');
  const html = layout(
    context,
    `<p>Hello ${escapeHtml(order.customerName)},</p>
${message.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${extraHtml}${note.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
<p>Questions? Reply to this e-mail.</p>`,
  );
  return { subject, text, html };
}

/** To the buyer: the parcel left the studio, with its carrier, tracking number and the carrier's page. */
export function orderShippedMail(order: MailTemplateData['order-shipped'], context: MailContext): RenderedMail {
  const tracking = order.tracking;
  const message = [`Good news: order #${order.orderNumber} has shipped and is on its way to you.`];
  if (tracking) message.push(`Carrier: ${tracking.carrierName}. Tracking number: ${tracking.trackingNumber}.`);
  if (tracking?.url) message.push(`Follow your parcel: ${tracking.url}`);
  const linkHtml = tracking?.url ? `<p>${link(tracking.url, `Track your parcel with ${tracking.carrierName}`)}</p>\n` : '';
  return orderStatusMail(order, context, `Your order #${order.orderNumber} has shipped`, message, linkHtml);
}

/** To the buyer: the tracking number sent before was wrong; this is the right one, with the carrier's page. */
export function orderTrackingCorrectedMail(order: MailTemplateData['order-tracking-corrected'], context: MailContext): RenderedMail {
  const { tracking, previous } = order;
  const message = [`We made a mistake in the tracking details of order #${order.orderNumber}. Here are the right ones.`];
  message.push(`Carrier: ${tracking.carrierName}. Tracking number: ${tracking.trackingNumber}.`);
  if (tracking.url) message.push(`Follow your parcel: ${tracking.url}`);
  if (previous) message.push(`Please disregard the tracking number ${previous.trackingNumber} (${previous.carrierName}) sent before.`);
  const linkHtml = tracking.url ? `<p>${link(tracking.url, `Track your parcel with ${tracking.carrierName}`)}</p>\n` : '';
  return orderStatusMail(
    { ...order, from: 'shipped', to: 'shipped', note: null },
    context,
    `Corrected tracking number for your order #${order.orderNumber}`,
    message,
    linkHtml,
  );
}

/** To the buyer: the parcel arrived. */
export function orderDeliveredMail(order: MailTemplateData['order-delivered'], context: MailContext): RenderedMail {
  return orderStatusMail(order, context, `Your order #${order.orderNumber} has been delivered`, [
    `Order #${order.orderNumber} has been delivered. We hope your artwork brings you joy for years to come.`,
    'If anything is not right with it, just reply to this e-mail.',
  ]);
}

/** To the buyer: the artist cancelled the order; whatever was paid and not yet refunded goes back. */
export function orderCancelledMail(order: MailTemplateData['order-cancelled'], context: MailContext): RenderedMail {
  return orderStatusMail(order, context, `Your order #${order.orderNumber} has been cancelled`, [
    `Order #${order.orderNumber} has been cancelled, and nothing will be shipped.`,
    'Your money goes back to you: the payment has been refunded in full to the card you paid with; your bank may take a few days to show it.',
  ]);
}

// ── Mail Club ───────────────────────────────────────────────────────────────────────────────────

type MailClubChange = EventPayloads['subscription.changed'];

/** A date of the subscription as a member reads it, e.g. 'December 24, 2026' (UTC, as the provider counts periods). */
export function formatMailDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

const monthly = (change: MailClubChange) => `${formatMoney(change.amount, change.currency)}/month`;
const memberGreeting = (change: MailClubChange) => (change.customerName ? `Hello ${change.customerName},` : 'Hello,');
const memberLabel = (change: MailClubChange) => (change.customerName ? `${change.customerName} <${change.email}>` : change.email);

/** Hello, the paragraphs, the account link and the signature: the frame of the member's Mail Club mails. */
function memberMail(change: MailClubChange, context: MailContext, subject: string, message: string[], links: Array<[string, string]>): RenderedMail {
  const text = [
    memberGreeting(change),
    '',
    ...message.flatMap((paragraph) => [paragraph, '']),
    ...links.map(([label, url]) => `${label}: ${url}`),
    '',
    'Questions? Reply to this e-mail.',
    signature(context),
  ].join('\n');
  const html = layout(
    context,
    `<p>${escapeHtml(memberGreeting(change))}</p>
${message.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${links.map(([label, url]) => `<p>${link(url, label)}</p>`).join('\n')}
<p>Questions? Reply to this e-mail.</p>`,
  );
  return { subject, text, html };
}

/** To the artist: a member joined or left, with who, which plan and the link to the subscriptions screen. */
function artistMailClubNotice(change: MailClubChange, context: MailContext, subject: string, heading: string, lines: string[]): RenderedMail {
  const screen = `${context.shopUrl}/admin/subscriptions`;
  const fields: Array<[string, string]> = [
    ['Member', memberLabel(change)],
    ['Plan', `${change.planName} (${monthly(change)})`],
  ];
  const text = [heading, '', ...fields.map(([label, value]) => `${label}: ${value}`), '', ...lines, '', `See the members: ${screen}`].join('\n');
  const html = layout(
    context,
    `<h2 style="font-weight: normal;">${escapeHtml(heading)}</h2>
<table style="border-collapse: collapse;">${fields
      .map(([label, value]) => `<tr><td style="padding: 2px 12px 2px 0; color: #666;">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`)
      .join('')}</table>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p>See ${link(screen, 'the Mail Club members')}.</p>`,
  );
  return { subject, text, html };
}

const accountLink = (context: MailContext): [string, string] => ['Manage your membership from your account', `${context.shopUrl}/account`];
const nextRenewal = (change: MailClubChange) => (change.currentPeriodEnd ? [`Your next renewal is on ${formatMailDate(change.currentPeriodEnd)}.`] : []);

/** To the new member: what they joined, what it costs, when the first package comes and where to manage it. */
export function mailClubWelcomeMail(change: MailTemplateData['mail-club-welcome'], context: MailContext): RenderedMail {
  return memberMail(
    change,
    context,
    `Welcome to the ${context.shopName} Mail Club`,
    [
      `Welcome to the Mail Club! Your ${change.planName} membership is active: ${monthly(change)}.`,
      'Your first package will be on its way within 5-7 business days.',
      ...nextRenewal(change),
    ],
    [accountLink(context)],
  );
}

/** To the artist: a new member, with their plan and price. Replying answers the member. */
export function mailClubNewMemberMail(change: MailTemplateData['mail-club-new-member'], context: MailContext): RenderedMail {
  const who = change.customerName ?? change.email;
  return artistMailClubNotice(change, context, `New Mail Club member: ${who} (${change.planName})`, 'New Mail Club member', [
    'Their first package is due within 5-7 business days; their address is on the shipping list.',
  ]);
}

/** To the member: the month was paid (the receipt), and when the next one is. */
export function mailClubRenewalReceiptMail(change: MailTemplateData['mail-club-renewal-receipt'], context: MailContext): RenderedMail {
  const amount = formatMoney(change.amount, change.currency);
  return memberMail(
    change,
    context,
    `Your Mail Club receipt: ${amount} for ${change.planName}`,
    [`Thank you! We received your payment of ${amount} for your ${change.planName} membership, which continues for another month.`, ...nextRenewal(change)],
    [accountLink(context)],
  );
}

/**
 * To the member: a renewal failed. The link pays it with another card; the provider tries the card on
 * file again over the next days (day 1, 3 and 7) and ends the membership if none of it works.
 */
export function mailClubPaymentFailedMail(change: MailTemplateData['mail-club-payment-failed'], context: MailContext): RenderedMail {
  const amount = formatMoney(change.amount, change.currency);
  const fix: Array<[string, string]> = change.fixPaymentUrl ? [['Pay with another card', change.fixPaymentUrl]] : [accountLink(context)];
  return memberMail(
    change,
    context,
    'Your Mail Club payment failed',
    [
      `We could not take this month's payment of ${amount} for your ${change.planName} membership.`,
      change.fixPaymentUrl ? 'You can pay it now with another card using the link below.' : 'You can update your card from your account page.',
      'We will try your card again over the next few days. If the payment still cannot be taken, your membership will be cancelled.',
    ],
    fix,
  );
}

/** To the member: the failed renewal has been paid and the membership is active again. */
export function mailClubRecoveredMail(change: MailTemplateData['mail-club-recovered'], context: MailContext): RenderedMail {
  const amount = formatMoney(change.amount, change.currency);
  return memberMail(
    change,
    context,
    'Your Mail Club membership is active again',
    [`Thank you! Your payment of ${amount} for ${change.planName} went through, and your membership is active again.`, ...nextRenewal(change)],
    [accountLink(context)],
  );
}

/** To the member: set to end at the period's end; they keep it until then and can resume before. */
export function mailClubCancelScheduledMail(change: MailTemplateData['mail-club-cancel-scheduled'], context: MailContext): RenderedMail {
  const end = change.cancelAt ?? change.currentPeriodEnd;
  const on = end ? ` on ${formatMailDate(end)}` : ' at the end of this period';
  return memberMail(
    change,
    context,
    `Your Mail Club membership will end${on}`,
    [
      `As you asked, your ${change.planName} membership will end${on}. You will not be charged again, and you keep your membership until then.`,
      'Changed your mind? Resume it from your account page before that date and nothing changes.',
    ],
    [['Resume or manage your membership', `${context.shopUrl}/account`]],
  );
}

/** To the member: the membership ended (as they asked, or after the last failed payment). */
export function mailClubEndedMail(change: MailTemplateData['mail-club-ended'], context: MailContext): RenderedMail {
  const unpaid = change.from === 'past_due' || change.to === 'unpaid';
  const on = change.cancelAt ? ` on ${formatMailDate(change.cancelAt)}` : '';
  return memberMail(
    change,
    context,
    'Your Mail Club membership has ended',
    [
      unpaid ? `Your ${change.planName} membership ended${on} because we could not take the payment.` : `Your ${change.planName} membership ended${on}.`,
      'No further payments will be taken. Thank you for being part of the Mail Club: you are welcome back any time.',
    ],
    [['Join again', `${context.shopUrl}/mail-club`]],
  );
}

/** To the artist: a member left (nothing more to ship to them). */
export function mailClubMemberLeftMail(change: MailTemplateData['mail-club-member-left'], context: MailContext): RenderedMail {
  const who = change.customerName ?? change.email;
  const why = change.from === 'past_due' || change.to === 'unpaid' ? 'Their payment could not be taken.' : 'Their membership was cancelled.';
  return artistMailClubNotice(change, context, `Mail Club member left: ${who} (${change.planName})`, 'Mail Club member left', [
    `${why} Nothing more ships to them.`,
  ]);
}

/**
 * To the member: the artist moved them to the plan's new price. Told before the next renewal charges
 * it, with the date, that nothing changes until then, and how to leave before it if they do not want it.
 */
export function mailClubPriceChangedMail(change: MailTemplateData['mail-club-price-changed'], context: MailContext): RenderedMail {
  const from = change.previousAmount ? formatMoney(change.previousAmount, change.currency) : null;
  const to = formatMoney(change.amount, change.currency);
  const when = change.currentPeriodEnd ? formatMailDate(change.currentPeriodEnd) : null;
  const changes = `Your Mail Club price changes ${from ? `from ${from} ` : ''}to ${to}`;
  return memberMail(
    change,
    context,
    `${changes}${when ? ` from ${when}` : ''}`,
    [
      `${changes} from ${when ?? 'your next renewal'}.`,
      `Your ${change.planName} membership continues as it is: nothing is charged now, and ${when ? `from ${when}` : 'from your next renewal'} each month costs ${to}.`,
      change.cancelAt
        ? `Your membership is set to end on ${formatMailDate(change.cancelAt)}, so you will not be charged the new price unless you resume it.`
        : `If you would rather not continue at the new price, you can cancel from your account page before ${when ?? 'your next renewal'} and you will not be charged again.`,
    ],
    [accountLink(context)],
  );
}

export const MAIL_TEMPLATES: { [Name in MailTemplateName]: (data: MailTemplateData[Name], context: MailContext) => RenderedMail } = {
  welcome: welcomeMail,
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
  reply: replyMail,
  'order-confirmation': orderConfirmationMail,
  'new-order': newOrderMail,
  'order-refunded': orderRefundedMail,
  'order-refunded-artist': orderRefundedArtistMail,
  'order-shipped': orderShippedMail,
  'order-delivered': orderDeliveredMail,
  'order-cancelled': orderCancelledMail,
  'order-tracking-corrected': orderTrackingCorrectedMail,
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

export function renderMail<Name extends MailTemplateName>(name: Name, data: MailTemplateData[Name], context: MailContext): RenderedMail {
  return (MAIL_TEMPLATES[name] as (data: MailTemplateData[Name], context: MailContext) => RenderedMail)(data, context);
}
