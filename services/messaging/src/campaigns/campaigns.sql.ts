import type { CampaignRecipientRow, CampaignRecipientStatus } from '@artshop/contracts';
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
