import { Link } from 'react-router-dom';
import type { Campaign } from '@artshop/contracts';
import { Badge, formatDateTime } from '@artshop/ui';
import { CAMPAIGN_STATUS_BADGE, CAMPAIGN_STATUS_LABEL } from '../campaign-words';

/** When it went, is due, or was written. */
function when(campaign: Campaign): string {
  if (campaign.status === 'sent' && campaign.sentAt) return `Sent ${formatDateTime(campaign.sentAt)}`;
  if (campaign.sendAt && campaign.status !== 'draft') return `${campaign.status === 'scheduled' ? 'Goes' : 'Started'} ${formatDateTime(campaign.sendAt)}`;
  return `Written ${formatDateTime(campaign.updatedAt)}`;
}

/** One campaign of the list: its subject, status and counts. */
export function CampaignRow({ campaign }: { campaign: Campaign }) {
  const { recipients, sent, failed, unsubscribed } = campaign.counts;
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="campaign-row" data-campaign-id={campaign.id}>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <Link to={`/campaigns/${campaign.id}`} className="font-medium hover:underline" data-testid="campaign-subject">
            {campaign.subject}
          </Link>
          <Badge variant={CAMPAIGN_STATUS_BADGE[campaign.status]} data-testid="campaign-status">
            {CAMPAIGN_STATUS_LABEL[campaign.status]}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">{when(campaign)}</p>
      </div>
      {campaign.status === 'draft' ? null : (
        <dl className="grid grid-cols-4 gap-4 text-center text-sm" data-testid="campaign-counts">
          {(
            [
              ['Recipients', recipients],
              ['Sent', sent],
              ['Failed', failed],
              ['Unsubscribed', unsubscribed],
            ] as const
          ).map(([label, count]) => (
            <div key={label}>
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums" data-testid={`campaign-${label.toLowerCase()}`}>
                {count}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
