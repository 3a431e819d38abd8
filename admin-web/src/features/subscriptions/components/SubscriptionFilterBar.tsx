import { SUBSCRIPTION_STATUSES, type MailClubPlan } from '@artshop/contracts';
import { SearchBox } from '../../../shared/components/SearchBox';
import type { FilterName, StatusFilter } from '../filters';
import { STATUS_LABEL } from '../labels';

const selectClasses = 'h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Search (e-mail, name, plan), and the status and plan filters. */
export function SubscriptionFilterBar({
  search,
  status,
  planId,
  plans,
  onFilter,
}: {
  search: { typed: string; setTyped: (value: string) => void };
  status: StatusFilter;
  planId: string;
  plans: MailClubPlan[];
  onFilter: (name: FilterName, value: string) => void;
}) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      <SearchBox
        id="subscription-search"
        label="Search subscriptions"
        placeholder="Search by email, name or plan…"
        value={search.typed}
        onChange={search.setTyped}
        testId="subscriptions-search"
        className="min-w-64 flex-1"
      />
      <label htmlFor="subscription-status-filter" className="sr-only">
        Status
      </label>
      <select
        id="subscription-status-filter"
        className={selectClasses}
        value={status}
        onChange={(event) => onFilter('status', event.target.value)}
        data-testid="subscriptions-status-filter"
      >
        <option value="all">All statuses</option>
        <option value="pending">Pending (waiting for a payment)</option>
        {SUBSCRIPTION_STATUSES.map((value) => (
          <option key={value} value={value}>
            {STATUS_LABEL[value]}
          </option>
        ))}
      </select>
      <label htmlFor="subscription-plan-filter" className="sr-only">
        Plan
      </label>
      <select
        id="subscription-plan-filter"
        className={selectClasses}
        value={planId}
        onChange={(event) => onFilter('plan', event.target.value)}
        data-testid="subscriptions-plan-filter"
      >
        <option value="all">All plans</option>
        {plans.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plan.name}
          </option>
        ))}
      </select>
    </div>
  );
}
