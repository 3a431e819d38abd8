import { MAIL_CLUB_LIST_STATUSES, type CampaignRecipientRow, type CampaignRecipientStatus, type CampaignStatus } from '@artshop/contracts';
import { statement } from '@artshop/persistence';

/**
 * A page of a campaign's recipients by address (the (campaign_id, email) key reads them in order): left
 * the list (by a campaign's link, or the newsletter's since it went to them), else its mail's delivery
 * status, with the mail server's error when it failed; queued until its batch is written and delivered.
 */
export const CAMPAIGN_RECIPIENTS_PAGE = statement({
  name: 'campaigns.recipients-page',
  values: (page: { campaignId: string; limit: number; offset: number }) => [page.campaignId, page.limit, page.offset],
  text: `SELECT r.email,
                CASE WHEN r.unsubscribed_at IS NOT NULL
                       OR EXISTS (SELECT 1 FROM list_opt_outs o WHERE o.email = r.email AND o.created_at >= r.created_at)
                       OR EXISTS (SELECT 1 FROM newsletter_subscribers s WHERE lower(s.email) = r.email AND s.status = 'unsubscribed' AND s.unsubscribed_at >= r.created_at)
                     THEN 'unsubscribed'
                     WHEN m.status = 'sent' THEN 'sent'
                     WHEN m.status = 'failed' THEN 'failed'
                     ELSE 'queued' END AS status,
                CASE WHEN m.status = 'failed' THEN m.error END AS error
           FROM campaign_recipients r LEFT JOIN outgoing_mail m ON m.id = r.mail_id
          WHERE r.campaign_id = $1
          ORDER BY r.email
          LIMIT $2 OFFSET $3`,
  map: (row: { email: string; status: CampaignRecipientStatus; error: string | null }): CampaignRecipientRow => ({
    email: row.email,
    status: row.status,
    error: row.error,
  }),
});

/** How many recipients the campaign has. */
export const CAMPAIGN_RECIPIENTS_COUNT = statement({
  name: 'campaigns.recipients-count',
  values: (campaign: { campaignId: string }) => [campaign.campaignId],
  text: `SELECT count(*)::int AS total FROM campaign_recipients WHERE campaign_id = $1`,
  map: (row: { total: number }) => row,
});

/** A campaign's recipients and what became of their mails (CAMPAIGN_COUNTS). */
export interface CampaignCounts {
  id: string;
  recipients: number;
  sent: number;
  failed: number;
  unsubscribed: number;
}

/**
 * Per campaign: its recipients; their mails sent and failed (as the mail pipeline recorded them); and those
 * who left the list since it went to them (by its link, another campaign's, or the newsletter's).
 */
export const CAMPAIGN_COUNTS = statement({
  name: 'campaigns.counts',
  values: (asked: { campaignIds: readonly string[] }) => [asked.campaignIds],
  text: `SELECT r.campaign_id AS id,
                count(*)::int AS recipients,
                count(*) FILTER (WHERE m.status = 'sent')::int AS sent,
                count(*) FILTER (WHERE m.status = 'failed')::int AS failed,
                count(*) FILTER (WHERE r.unsubscribed_at IS NOT NULL
                  OR EXISTS (SELECT 1 FROM list_opt_outs o WHERE o.email = r.email AND o.created_at >= r.created_at)
                  OR EXISTS (SELECT 1 FROM newsletter_subscribers s WHERE lower(s.email) = r.email AND s.status = 'unsubscribed' AND s.unsubscribed_at >= r.created_at))::int AS unsubscribed
           FROM campaign_recipients r LEFT JOIN outgoing_mail m ON m.id = r.mail_id
          WHERE r.campaign_id = ANY ($1)
          GROUP BY r.campaign_id`,
  map: (row: CampaignCounts) => row,
});

/** A draft scheduled for sendAt, or now when it has none: its first batch is due then. */
export const SCHEDULE_CAMPAIGN = statement({
  name: 'campaigns.schedule',
  values: (campaign: { id: string; sendAt: string | null }) => [campaign.id, campaign.sendAt],
  text: `UPDATE campaigns SET status = 'scheduled', send_at = coalesce($2::timestamptz, now()), next_batch_at = coalesce($2::timestamptz, now()) WHERE id = $1`,
});

/**
 * The next step of each campaign under way (scheduled or sending): how many batches it has written, when
 * the next is due (milliseconds since the epoch, as text) and how long until then (0 once due).
 */
export const DUE_CAMPAIGN_STEPS = statement({
  name: 'campaigns.due-steps',
  text: `SELECT id, batches, (extract(epoch FROM next_batch_at) * 1000)::bigint AS "dueMs",
                greatest(0, extract(epoch FROM next_batch_at - now()) * 1000)::int AS "waitMs"
           FROM campaigns WHERE status IN ('scheduled', 'sending') AND next_batch_at IS NOT NULL`,
  map: (row: { id: string; batches: number; dueMs: string; waitMs: number }) => row,
});

/** Whether a campaign waits to start, and whether it goes to the Mail Club. */
export const CAMPAIGN_AUDIENCE = statement({
  name: 'campaigns.audience',
  values: (campaign: { id: string }) => [campaign.id],
  text: `SELECT status, to_mail_club AS "toMailClub" FROM campaigns WHERE id = $1`,
  map: (row: { status: CampaignStatus; toMailClub: boolean }) => row,
});

/** The database's clock, which decides when a batch is due (one clock for every replica). */
export const DATABASE_NOW = statement({
  name: 'campaigns.database-now',
  text: `SELECT now() AS now`,
  map: (row: { now: Date }) => row.now,
});

/**
 * A starting campaign's recipients, each address once: the confirmed newsletter subscribers (when it goes
 * to the newsletter) and the Mail Club's members (MAIL_CLUB_LIST_STATUSES, and the addresses the
 * subscription service lists, when it goes to the Mail Club), less those who left the list; each with
 * its own unsubscribe token.
 */
export const ADD_CAMPAIGN_RECIPIENTS = statement({
  name: 'campaigns.add-recipients',
  values: (campaign: { id: string; toNewsletter: boolean; toMailClub: boolean; members: readonly string[] }) => [
    campaign.id,
    campaign.toNewsletter,
    campaign.toMailClub,
    [...MAIL_CLUB_LIST_STATUSES],
    campaign.members,
  ],
  text: `WITH addresses AS (
           SELECT lower(s.email) AS email FROM newsletter_subscribers s
            WHERE $2 AND s.status = 'confirmed'
              AND NOT EXISTS (SELECT 1 FROM list_opt_outs o WHERE o.email = lower(s.email) AND o.created_at > s.confirmed_at)
           UNION
           SELECT m.email FROM (SELECT email FROM mail_club_members WHERE status = ANY ($4)
                                UNION SELECT lower(email) FROM unnest($5::text[]) AS listed (email)) m
            WHERE $3 AND NOT EXISTS (SELECT 1 FROM list_opt_outs o WHERE o.email = m.email)
         )
         INSERT INTO campaign_recipients (campaign_id, email, unsubscribe_token)
         SELECT $1, email, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') FROM addresses
         ON CONFLICT (campaign_id, email) DO NOTHING`,
});

/** The recipients still waiting for their mail who have left the list meanwhile get none. */
export const SKIP_LEFT_RECIPIENTS = statement({
  name: 'campaigns.skip-left-recipients',
  values: (campaign: { id: string }) => [campaign.id],
  text: `UPDATE campaign_recipients r SET unsubscribed_at = now()
          WHERE r.campaign_id = $1 AND r.mail_id IS NULL AND r.unsubscribed_at IS NULL AND r.email IN (SELECT email FROM list_opt_outs)`,
});

/** A batch written and more recipients waiting: the next batch is due intervalSeconds from now. */
export const NEXT_BATCH_LATER = statement({
  name: 'campaigns.next-batch-later',
  values: (campaign: { id: string; intervalSeconds: number }) => [campaign.id, campaign.intervalSeconds],
  text: `UPDATE campaigns SET status = 'sending', batches = batches + 1, next_batch_at = now() + make_interval(secs => $2) WHERE id = $1`,
});

/** The last batch written: the campaign is sent. */
export const MARK_CAMPAIGN_SENT = statement({
  name: 'campaigns.mark-sent',
  values: (campaign: { id: string }) => [campaign.id],
  text: `UPDATE campaigns SET status = 'sent', batches = batches + 1, next_batch_at = NULL, sent_at = now() WHERE id = $1`,
});

/** A Mail Club subscription's address and status, kept from the latest change (an older event arriving late changes nothing). */
export const RECORD_MAIL_CLUB_MEMBER = statement({
  name: 'campaigns.record-mail-club-member',
  values: (member: { subscriptionId: string; email: string; status: string; changedAt: string }) => [
    member.subscriptionId,
    member.email,
    member.status,
    member.changedAt,
  ],
  text: `INSERT INTO mail_club_members (subscription_id, email, status, changed_at) VALUES ($1, lower($2), $3, $4)
         ON CONFLICT (subscription_id) DO UPDATE SET email = excluded.email, status = excluded.status, changed_at = excluded.changed_at
          WHERE mail_club_members.changed_at <= excluded.changed_at`,
});
