import { REGISTRATION_LINK_HOURS, type CorporateInquiryDetails, type EventPayloads } from '@artshop/contracts';

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
  'contact-message': InboxMessageMail;
  'corporate-inquiry': InboxMessageMail;
  'newsletter-confirmation': { firstName: string | null; confirmUrl: string; unsubscribeUrl: string };
  reply: { original: InboxMessageMail; subject: string | null; body: string };
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

export const MAIL_TEMPLATES: { [Name in MailTemplateName]: (data: MailTemplateData[Name], context: MailContext) => RenderedMail } = {
  welcome: welcomeMail,
  'registration-confirmation': registrationConfirmationMail,
  'registration-existing-account': registrationExistingAccountMail,
  'contact-message': contactMessageMail,
  'corporate-inquiry': corporateInquiryMail,
  'newsletter-confirmation': newsletterConfirmationMail,
  reply: replyMail,
};

export function renderMail<Name extends MailTemplateName>(name: Name, data: MailTemplateData[Name], context: MailContext): RenderedMail {
  return (MAIL_TEMPLATES[name] as (data: MailTemplateData[Name], context: MailContext) => RenderedMail)(data, context);
}
