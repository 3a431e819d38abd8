import type { Campaign } from '@artshop/contracts';
import { Skeleton } from '@artshop/ui';
import { useCampaignMail } from '../hooks';
import { CampaignRow } from './CampaignRow';
import { MailPreview } from './MailPreview';

/** A campaign no longer a draft: its status and counts, and the mail as it went. */
export function SentCampaign({ campaign }: { campaign: Campaign }) {
  const mail = useCampaignMail(campaign);
  return (
    <>
      <ul className="rounded-md border border-border">
        <CampaignRow campaign={campaign} />
      </ul>
      {mail.data ? <MailPreview preview={mail.data} /> : mail.isPending ? <Skeleton className="h-96 w-full" /> : null}
    </>
  );
}
