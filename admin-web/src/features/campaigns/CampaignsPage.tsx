import { Plus, Send } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, LoadError, Skeleton, buttonClasses } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { CampaignRow } from './components/CampaignRow';
import { useCampaigns } from './hooks';

/** Campaigns to the shop's list: each with its status and, once sending, its counts. */
export function CampaignsPage() {
  usePageTitle('Campaigns');
  const campaigns = useCampaigns();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">Campaigns</h1>
          <p className="text-sm text-muted-foreground">Announcements to your newsletter subscribers and Mail Club members.</p>
        </div>
        <Link to="/campaigns/new" className={buttonClasses()} data-testid="new-campaign">
          <Plus aria-hidden="true" />
          New campaign
        </Link>
      </div>
      <Card>
        {campaigns.isPending ? (
          <div className="space-y-3 p-4">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : campaigns.isError ? (
          <LoadError what="the campaigns" error={campaigns.error} onRetry={() => void campaigns.refetch()} />
        ) : campaigns.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 p-10 text-center text-muted-foreground">
            <Send className="size-8" aria-hidden="true" />
            <p>No campaigns yet. Write one to tell your list about new work.</p>
          </div>
        ) : (
          <ul className="divide-y divide-border" data-testid="campaign-list">
            {campaigns.data.map((campaign) => (
              <CampaignRow key={campaign.id} campaign={campaign} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
