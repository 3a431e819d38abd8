import type { Campaign } from '@artshop/contracts';
import { Skeleton } from '@artshop/ui';
import { useCampaignMail } from '../hooks';
import { CampaignRecipients } from './CampaignRecipients';
import { CampaignRow } from './CampaignRow';
import { CancelScheduled } from './CancelScheduled';
import { MailPreview } from './MailPreview';

/** A campaign no longer a draft: its status and counts, a scheduled one's cancel, who it went to, and the mail as it went. */
export function SentCampaign({ campaign }: { campaign: Campaign }) {
  const mail = useCampaignMail(campaign);
  return (
    <>
      <ul className="rounded-md border border-border">
        <CampaignRow campaign={campaign} />
      </ul>
      {campaign.status === 'scheduled' ? <CancelScheduled campaign={campaign} /> : <CampaignRecipients campaignId={campaign.id} />}
      {mail.data ? <MailPreview preview={mail.data} /> : mail.isPending ? <Skeleton className="h-96 w-full" /> : null}
    </>
  );
}
