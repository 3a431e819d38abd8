import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import type { Campaign } from '@artshop/contracts';
import { Badge, LoadError, Skeleton } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { CAMPAIGN_STATUS_BADGE, CAMPAIGN_STATUS_LABEL } from './campaign-words';
import { CampaignEditor } from './components/CampaignEditor';
import type { DraftFields } from './components/CampaignForm';
import { SentCampaign } from './components/SentCampaign';
import { useCampaign } from './hooks';

const EMPTY: DraftFields = { subject: '', text: '', images: [], productIds: [], toNewsletter: true, toMailClub: false };

const fieldsOf = (campaign: Campaign): DraftFields => ({
  subject: campaign.subject,
  text: campaign.text,
  images: campaign.images,
  productIds: campaign.productIds,
  toNewsletter: campaign.toNewsletter,
  toMailClub: campaign.toMailClub,
});

/** One campaign (/campaigns/new, /campaigns/{id}): a draft is written here; one scheduled or sent is shown as it goes. */
export function CampaignEditorPage() {
  const { id: param } = useParams();
  const id = param && param !== 'new' ? param : null;
  usePageTitle(id ? 'Campaign' : 'New campaign');
  const campaign = useCampaign(id);

  if (id && campaign.isPending) return <Skeleton className="h-96 w-full" />;
  if (id && campaign.isError) return <LoadError what="the campaign" error={campaign.error} onRetry={() => void campaign.refetch()} />;
  const loaded = campaign.data;
  return (
    <div className="max-w-3xl space-y-6">
      <Link to="/campaigns" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Campaigns
      </Link>
      <h1 className="flex items-center gap-3 text-2xl font-semibold">
        {loaded ? loaded.subject : 'New campaign'}
        {loaded ? <Badge variant={CAMPAIGN_STATUS_BADGE[loaded.status]}>{CAMPAIGN_STATUS_LABEL[loaded.status]}</Badge> : null}
      </h1>
      {loaded && loaded.status !== 'draft' ? (
        <SentCampaign campaign={loaded} />
      ) : (
        <CampaignEditor key={loaded?.id ?? 'new'} id={loaded?.id ?? null} initial={loaded ? fieldsOf(loaded) : EMPTY} />
      )}
    </div>
  );
}
