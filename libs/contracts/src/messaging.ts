import { z } from 'zod';
import {
  ART_STYLES,
  BUDGETS,
  CORPORATE_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  PROJECT_TYPES,
  REQUIRED_FIELDS_MESSAGE,
  WEEKDAYS,
  type ArtStyle,
  type Budget,
  type ProjectType,
  type Weekday,
} from './contact-forms.js';
import { listPage, listPageSize, listSearch } from './list-query.js';

/*
 * Contact messages, corporate inquiries, the newsletter, the artist's inbox and the contact page:
 * the request schemas the server validates with and the web forms reuse, and the answers' shapes.
 */

const tooLong = (label: string, max: number, verb = 'is') => `${label} ${verb} too long (at most ${max} characters)`;

/** A required one-line field: trimmed, line breaks folded into spaces (it may end up in a mail header). */
const requiredLine = (label: string, max: number, missing: string) =>
  z
    .string({ error: missing })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, missing).max(max, tooLong(label, max)));

/** An optional one-line field: '' and null from a form both mean "not given" (null). */
const optionalLine = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max, tooLong(label, max)))
    .nullish()
    .transform((value) => value || null);

/** Optional text of several lines (line breaks kept). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => value || null);

const requiredEmail = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(254, tooLong('Email', 254))
    .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }))
    .transform((email) => email.toLowerCase());

const MESSAGE_MAX = 5_000;

/** The hidden field people leave empty and form-filling robots fill in. */
export const honeypotSchema = z.unknown().optional();
export function isHoneypotFilled(body: unknown): boolean {
  const value = (body as { website?: unknown } | null | undefined)?.website;
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false;
}

/**
 * A public form's input: a robot's (the honeypot filled) is { robot: true } whatever else it holds,
 * so it is answered like success before any field is judged; a person's is checked by the form's schema.
 */
export function publicFormSchema<S extends z.ZodType<object>>(schema: S) {
  return z.unknown().transform((body, ctx): { robot: true } | ({ robot: false } & z.output<S>) => {
    if (isHoneypotFilled(body)) return { robot: true };
    const parsed = schema.safeParse(body);
    if (parsed.success) return { robot: false, ...parsed.data };
    ctx.issues.push(...parsed.error.issues.map((issue) => ({ ...issue, input: undefined })));
    return z.NEVER;
  });
}

// ── Contact form (POST /api/messages) ───────────────────────────────────────────────────────────

export const contactMessageSchema = z.object({
  name: requiredLine('Name', 100, REQUIRED_FIELDS_MESSAGE),
  email: requiredEmail(REQUIRED_FIELDS_MESSAGE),
  phone: optionalLine('Phone', 40),
  subject: optionalLine('Subject', 200),
  message: z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().min(1, REQUIRED_FIELDS_MESSAGE).max(MESSAGE_MAX, tooLong('Message', MESSAGE_MAX)),
  website: honeypotSchema,
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

// ── Corporate buyers' inquiry (POST /api/corporate-inquiries) ───────────────────────────────────

const PIECES_MESSAGE = 'Number of pieces must be a whole number of 0 or more';

export const corporateInquirySchema = z.object({
  name: requiredLine('Name', 100, CORPORATE_REQUIRED_MESSAGE),
  company: requiredLine('Company', 200, CORPORATE_REQUIRED_MESSAGE),
  email: requiredEmail(CORPORATE_REQUIRED_MESSAGE),
  phone: optionalLine('Phone', 40),
  projectType: z.enum(PROJECT_TYPES, { error: 'Please choose a project type from the list' }).default(PROJECT_TYPES[0]),
  budget: z.enum(BUDGETS, { error: 'Please choose a budget from the list' }).default(BUDGETS[0]),
  // A number input may arrive as text; empty means "not given".
  pieces: z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
    z.number({ error: PIECES_MESSAGE }).int(PIECES_MESSAGE).min(0, PIECES_MESSAGE).max(100_000, 'Number of pieces is too large').optional(),
  ),
  // A form with one box ticked may send a single value instead of a list.
  style: z
    .preprocess(
      (value) => (typeof value === 'string' ? [value] : (value ?? [])),
      z.array(z.enum(ART_STYLES, { error: 'Please choose art preferences from the list' }), { error: 'Art preferences must be a list' }),
    )
    .transform((styles) => [...new Set(styles)]),
  location: optionalLine('Location', 200),
  timeline: optionalLine('Timeline', 100),
  message: optionalText('Message', MESSAGE_MAX),
  consent: z.preprocess(
    (value) => (value === 'true' || value === 'on' ? true : value === 'false' || value === '' || value == null ? false : value),
    z.boolean({ error: 'Consent must be yes or no' }),
  ),
  /** Hidden fields of the form: what it is about and which page sent it. */
  subject: optionalLine('Subject', 200).transform((value) => value ?? 'New corporate inquiry'),
  source: optionalLine('Source', 200),
  website: honeypotSchema,
});
export type CorporateInquiryInput = z.infer<typeof corporateInquirySchema>;

// ── The artist's inbox ──────────────────────────────────────────────────────────────────────────

export const MESSAGE_KINDS = ['contact', 'corporate'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * GET /api/messages?archived=&q=&page=&pageSize=: the inbox (or with archived=true the Archived view),
 * newest first, a page at a time; q finds the sender's name or e-mail, the subject or the text.
 */
export const inboxQuerySchema = z.object({
  archived: z
    .enum(['true', 'false'], { error: 'archived must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  q: listSearch,
  page: listPage,
  pageSize: listPageSize(20),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

export const messageReplySchema = z.object({
  subject: optionalLine('Subject', 200),
  body: z.string({ error: 'Please write your reply' }).trim().min(1, 'Please write your reply').max(20_000, tooLong('Reply', 20_000)),
});
export type MessageReplyInput = z.infer<typeof messageReplySchema>;

/** A reply the artist sent from the inbox, as the message's thread shows it. */
export interface MessageReply {
  id: string;
  subject: string;
  /** The words the artist wrote (the mail adds greeting, signature and the quoted message). */
  body: string;
  /** When it was sent from the back office. */
  createdAt: string;
  /** Its mail's delivery: queued until the mail server takes it, failed once retries are spent. */
  status: MailStatus;
}

interface InboxMessageBase {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  /** The text; '' for an inquiry sent without one. */
  message: string;
  isRead: boolean;
  isArchived: boolean;
  createdAt: string;
  archivedAt: string | null;
  /** When the artist last answered from the inbox. */
  repliedAt: string | null;
}

export interface ContactInboxMessage extends InboxMessageBase {
  kind: 'contact';
}

/** What the corporate inquiry form adds to a message. */
export interface CorporateInquiryDetails {
  company: string;
  projectType: ProjectType;
  budget: Budget;
  pieces: number | null;
  style: ArtStyle[];
  location: string | null;
  timeline: string | null;
  consent: boolean;
  source: string | null;
}

export interface CorporateInboxMessage extends InboxMessageBase, CorporateInquiryDetails {
  kind: 'corporate';
}

/** An entry of GET /api/messages. */
export type InboxMessage = ContactInboxMessage | CorporateInboxMessage;

/** What the public forms answer (the same whether or not anything was stored). */
export interface FormAccepted {
  message: string;
}

/** An answer of GET /api/messages. */
export interface InboxPage {
  messages: InboxMessage[];
  /** Messages in this view matching the search. */
  total: number;
  page: number;
  pageSize: number;
}

export interface UnreadCount {
  count: number;
}

export interface ArchivedCount {
  archived: number;
}

// ── Newsletter ──────────────────────────────────────────────────────────────────────────────────

export const newsletterSubscriptionSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .trim()
    .min(1, INVALID_EMAIL_MESSAGE)
    .max(254, INVALID_EMAIL_MESSAGE)
    .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }))
    .transform((email) => email.toLowerCase()),
  firstName: optionalLine('First name', 100),
  lastName: optionalLine('Last name', 100),
});
export type NewsletterSubscriptionInput = z.infer<typeof newsletterSubscriptionSchema>;

/** ?token= of the confirm and unsubscribe links; anything else is simply an invalid link. */
export const newsletterTokenQuerySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * GET /api/newsletter-subscribers?q=&status=&page=&pageSize=: newest first, a page at a time; q finds
 * the e-mail or the name.
 */
export const subscriberListQuerySchema = z.object({
  q: listSearch,
  status: z.enum(['all', ...NEWSLETTER_STATUSES], { error: `The status must be one of all, ${NEWSLETTER_STATUSES.join(', ')}` }).default('all'),
  page: listPage,
  pageSize: listPageSize(50),
});
export type SubscriberListQuery = z.output<typeof subscriberListQuerySchema>;

/** An answer of GET /api/newsletter-subscribers. */
export interface NewsletterSubscriberPage {
  subscribers: NewsletterSubscriber[];
  /** Subscribers matching the search and the status. */
  total: number;
  page: number;
  pageSize: number;
  /** For the status cards: subscribers matching the search, by status, and all. */
  counts: Record<'all' | NewsletterStatus, number>;
}

/** An entry of GET /api/newsletter-subscribers. */
export interface NewsletterSubscriber {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  status: NewsletterStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/** Where the confirm and unsubscribe links lead: the storefront reads ?newsletter= to say what happened. */
export const NEWSLETTER_LANDING = {
  confirmed: '/?newsletter=confirmed',
  unsubscribed: '/?newsletter=unsubscribed',
  invalid: '/?newsletter=invalid',
} as const;

// ── Outgoing mail log (admin) ───────────────────────────────────────────────────────────────────

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface OutgoingMailEntry {
  id: string;
  /** Which template wrote it, e.g. 'welcome', 'reply'. */
  template: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  status: MailStatus;
  /** 'smtp', or 'dev-mailbox' when no SMTP server is configured (the log is the mailbox). */
  delivery: string | null;
  attempts: number;
  /** The last delivery error, kept after a failure. */
  error: string | null;
  /** The inbox message it is about (notification to the artist, reply), if any. */
  messageId: string | null;
  createdAt: string;
  sentAt: string | null;
}

// ── Contact page settings (GET, PUT /api/contact-settings) ──────────────────────────────────────

const settingsText = (label: string, max: number, verb = 'is') =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max, verb));

const studioHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, settingsText(`Studio hours for ${day[0]!.toUpperCase()}${day.slice(1)}`, 100, 'are')])) as Record<
    Weekday,
    ReturnType<typeof settingsText>
  >,
  { error: 'Studio hours must list every weekday' },
);

const contactInfoSchema = z.object(
  {
    // Empty hides the address on the page.
    email: z
      .string({ error: 'Contact email must be text' })
      .trim()
      .max(254, tooLong('Contact email', 254))
      .refine((email) => email === '' || z.email().safeParse(email).success, INVALID_EMAIL_MESSAGE),
    phone: settingsText('Phone', 40),
    address: settingsText('Address', 300),
  },
  { error: 'Contact details must have email, phone and address' },
);

export const contactSettingsSchema = z.object({
  getInTouchText: settingsText('Get-in-touch text', 5_000),
  contactInfo: contactInfoSchema,
  studioHours: studioHoursSchema,
  commissionsText: settingsText('Commissions text', 5_000),
});
export type ContactSettings = z.infer<typeof contactSettingsSchema>;

/** PUT /api/contact-settings: any part of the page; what is left out stays as it was. */
export const contactSettingsUpdateSchema = z.object({
  getInTouchText: contactSettingsSchema.shape.getInTouchText.optional(),
  contactInfo: contactInfoSchema.partial().optional(),
  studioHours: studioHoursSchema.partial().optional(),
  commissionsText: contactSettingsSchema.shape.commissionsText.optional(),
});
export type ContactSettingsUpdate = z.infer<typeof contactSettingsUpdateSchema>;
