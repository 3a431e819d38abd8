import type { AdminSubscription } from '@artshop/contracts';
import { SubscriptionRow } from './SubscriptionRow';

/** The members' table. */
export function SubscriptionsTable({
  subscriptions,
  busy,
  onCancel,
}: {
  subscriptions: AdminSubscription[];
  busy: boolean;
  onCancel: (subscription: AdminSubscription) => void;
}) {
  return (
    <div className="overflow-x-auto" aria-busy={busy}>
      <table className="w-full text-sm" data-testid="subscriptions-table">
        <caption className="sr-only">Mail Club subscriptions, showing {subscriptions.length}</caption>
        <thead className="border-b border-border bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Member
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Plan
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="hidden px-4 py-3 font-medium md:table-cell">
              Current period end
            </th>
            <th scope="col" className="hidden px-4 py-3 font-medium lg:table-cell">
              Cancel at period end
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {subscriptions.map((subscription) => (
            <SubscriptionRow key={subscription.id} subscription={subscription} onCancel={() => onCancel(subscription)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
