import { useState } from 'react';
import type { CampaignRecipientStatus } from '@artshop/contracts';
import { Badge, LoadError, Skeleton, type BadgeVariant } from '@artshop/ui';
import { Pager } from '../../../shared/components/Pager';
import { useCampaignRecipients } from '../hooks';

const PAGE_SIZE = 50;

const STATUS_LABEL: Record<CampaignRecipientStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed', unsubscribed: 'Unsubscribed' };
const STATUS_BADGE: Record<CampaignRecipientStatus, BadgeVariant> = { queued: 'secondary', sent: 'success', failed: 'destructive', unsubscribed: 'info' };

/** Who a campaign went to, by address, a page at a time: each mail's status and, for a failed one, the mail server's answer. */
export function CampaignRecipients({ campaignId }: { campaignId: string }) {
  const [page, setPage] = useState(1);
  const recipients = useCampaignRecipients(campaignId, page, PAGE_SIZE);
  if (recipients.isError && !recipients.data) return <LoadError what="the recipients" error={recipients.error} onRetry={() => void recipients.refetch()} />;
  if (!recipients.data) return <Skeleton className="h-40 w-full" />;
  const { total } = recipients.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <section aria-labelledby="campaign-recipients-heading" className="space-y-3" data-testid="campaign-recipient-list">
      <h2 id="campaign-recipients-heading" className="text-lg font-semibold">
        Recipients
      </h2>
      {total === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody yet: the recipients are listed once sending starts.</p>
      ) : (
        <>
          <table className="w-full text-sm" aria-busy={recipients.isFetching}>
            <thead className="text-left text-muted-foreground">
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Address
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Status
                </th>
                <th scope="col" className="py-2 font-medium">
                  Error
                </th>
              </tr>
            </thead>
            <tbody>
              {recipients.data.recipients.map((recipient) => (
                <tr key={recipient.email} className="border-b border-border last:border-0" data-testid="campaign-recipient">
                  <td className="py-2 pr-3 break-all">{recipient.email}</td>
                  <td className="py-2 pr-3">
                    <Badge variant={STATUS_BADGE[recipient.status]}>{STATUS_LABEL[recipient.status]}</Badge>
                  </td>
                  <td className="py-2 text-muted-foreground">{recipient.error ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager label="Pages of recipients" page={page} pages={pages} summary={`${total} recipients`} onPage={setPage} testId="campaign-recipients-page" />
        </>
      )}
    </section>
  );
}
