import { z } from 'zod';
import { imageAddressSchema, tooLong } from './fields.js';
import { listPage, listPageSize } from './list-query.js';

/*
 * Campaigns: an announcement the artist writes in the back office and sends to the shop's list
 * (confirmed newsletter subscribers and/or Mail Club members), now or at a chosen time.
 */

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** One recipient's mail: queued (written, not delivered yet), sent, failed, or unsubscribed since. */
export const CAMPAIGN_RECIPIENT_STATUSES = ['queued', 'sent', 'failed', 'unsubscribed'] as const;
export type CampaignRecipientStatus = (typeof CAMPAIGN_RECIPIENT_STATUSES)[number];

export const CAMPAIGN_SUBJECT_MAX = 200;
export const CAMPAIGN_TEXT_MAX = 20_000;
export const CAMPAIGN_IMAGES_MAX = 6;
export const CAMPAIGN_WORKS_MAX = 6;

/** What the artist writes: the subject, the text in Markdown, pictures, works shown as cards, and who gets it. */
const campaignDraftFields = z.object({
  subject: z
    .string({ error: 'Please give the campaign a subject' })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, 'Please give the campaign a subject').max(CAMPAIGN_SUBJECT_MAX, tooLong('The subject', CAMPAIGN_SUBJECT_MAX))),
  text: z.string({ error: 'The text must be text' }).trim().max(CAMPAIGN_TEXT_MAX, tooLong('The text', CAMPAIGN_TEXT_MAX)).default(''),
  images: z.array(imageAddressSchema).max(CAMPAIGN_IMAGES_MAX, `A campaign shows at most ${CAMPAIGN_IMAGES_MAX} pictures`).default([]),
  productIds: z
    .array(z.uuid({ error: 'A chosen work is not a valid id' }))
    .max(CAMPAIGN_WORKS_MAX, `A campaign shows at most ${CAMPAIGN_WORKS_MAX} works`)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  toNewsletter: z.boolean({ error: 'Newsletter subscribers must be yes or no' }).default(true),
  toMailClub: z.boolean({ error: 'Mail Club members must be yes or no' }).default(false),
});

const someoneGetsIt = (draft: { toNewsletter: boolean; toMailClub: boolean }) => draft.toNewsletter || draft.toMailClub;
const NOBODY = { message: 'Choose who gets it: newsletter subscribers, Mail Club members, or both', path: ['toNewsletter'] };

export const campaignDraftSchema = campaignDraftFields.refine(someoneGetsIt, NOBODY);
export type CampaignDraft = z.input<typeof campaignDraftSchema>;

/** A draft changed: the whole draft again, with its id. */
export const campaignUpdateSchema = campaignDraftFields.extend({ id: z.uuid({ error: 'Not a valid id' }) }).refine(someoneGetsIt, NOBODY);

/** Send now (no sendAt) or at a time to come. */
export const campaignSendSchema = z.object({
  id: z.uuid({ error: 'Not a valid id' }),
  sendAt: z.iso
    .datetime({ offset: true, error: 'The time to send must be a date and time' })
    .nullish()
    .transform((value) => value ?? null)
    .refine((value) => value === null || new Date(value).getTime() > Date.now(), 'The time to send must be in the future'),
});

/** GET /api/campaigns/:id/recipients?page=&pageSize=: who a campaign went to, a page at a time. */
export const campaignRecipientsQuerySchema = z.object({
  id: z.uuid({ error: 'Not a valid id' }),
  page: listPage,
  pageSize: listPageSize(50),
});

/** One address a campaign went (or goes) to: its mail's status, and why it failed when it did. */
export interface CampaignRecipientRow {
  email: string;
  status: CampaignRecipientStatus;
  /** The mail server's last answer for a failed mail; null otherwise. */
  error: string | null;
}

export interface CampaignRecipientsPage {
  recipients: CampaignRecipientRow[];
  /** Every recipient of the campaign. */
  total: number;
  page: number;
  pageSize: number;
}

/** A scheduled campaign goes back to being a draft until it starts sending; then it is refused (409) with this. */
export const CAMPAIGN_CANCEL_TOO_LATE = 'This campaign has started sending: it can no longer be cancelled';
export const CAMPAIGN_CANCEL_NOT_SCHEDULED = 'Only a scheduled campaign can be cancelled: this one is not scheduled';

export interface CampaignCounts {
  /** Everyone it goes to (each address once, whichever lists it is on). */
  recipients: number;
  sent: number;
  failed: number;
  /** Recipients who have left the list since it was sent to them. */
  unsubscribed: number;
}

export interface Campaign {
  id: string;
  subject: string;
  text: string;
  images: string[];
  productIds: string[];
  toNewsletter: boolean;
  toMailClub: boolean;
  status: CampaignStatus;
  /** When it is (or was) due to go. */
  sendAt: string | null;
  /** When its last mail was written. */
  sentAt: string | null;
  counts: CampaignCounts;
  createdAt: string;
  updatedAt: string;
}

/** The mail as recipients will get it (the unsubscribe link is an example). */
export interface CampaignPreview {
  subject: string;
  html: string;
  text: string;
}

/** Where the test mail went. */
export interface CampaignTestSent {
  to: string;
  message: string;
}

/** What a one-click unsubscribe (RFC 8058) is answered: nothing to confirm. */
export interface ListUnsubscribed {
  message: string;
}
