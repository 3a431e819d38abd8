import type { AdminSubscription } from '@artshop/contracts';
import { Badge, Button, formatDate, formatMoney } from '@artshop/ui';
import { STATUS_LABEL, cancelAtPeriodEndText, cancelChoices, statusBadge } from '../labels';

/** A member: e-mail and name, plan and price, status, period end, whether it ends then, and Cancel while it can be. */
export function SubscriptionRow({ subscription, onCancel }: { subscription: AdminSubscription; onCancel: () => void }) {
  return (
    <tr data-testid="subscription-row" data-email={subscription.userEmail}>
      <td className="max-w-[16rem] px-4 py-3">
        <span className="block truncate font-medium" data-testid="subscription-email">
          {subscription.userEmail}
        </span>
        {subscription.customerName ? (
          <span className="block truncate text-xs text-muted-foreground" data-testid="subscription-name">
            {subscription.customerName}
          </span>
        ) : null}
      </td>
      <td className="px-4 py-3">
        <span className="block" data-testid="subscription-plan">
          {subscription.plan.name}
        </span>
        <span className="block text-xs tabular-nums text-muted-foreground">{formatMoney(subscription.price, subscription.currency)}/month</span>
      </td>
      <td className="px-4 py-3">
        <Badge variant={statusBadge(subscription.status)} data-testid="subscription-status">
          {STATUS_LABEL[subscription.status]}
        </Badge>
      </td>
      <td className="hidden px-4 py-3 tabular-nums md:table-cell" data-testid="subscription-period-end">
        {subscription.currentPeriodEnd ? (
          <time dateTime={subscription.currentPeriodEnd}>{formatDate(subscription.currentPeriodEnd)}</time>
        ) : (
          <span className="text-muted-foreground">—</span>
        )}
      </td>
      <td className="hidden px-4 py-3 lg:table-cell" data-testid="subscription-cancel-at-period-end">
        {cancelAtPeriodEndText(subscription, formatDate)}
      </td>
      <td className="px-4 py-3 text-right">
        {cancelChoices(subscription).length ? (
          <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={onCancel} data-testid="subscription-cancel">
            Cancel<span className="sr-only"> {subscription.userEmail}'s subscription</span>
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
