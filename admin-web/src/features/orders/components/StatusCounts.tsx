import { ORDER_FILTERS, type OrderFilter } from '@artshop/contracts';
import { cn } from '@artshop/ui';
import { STATUS_LABEL } from '../labels';

const FILTER_LABEL: Record<OrderFilter, string> = { all: 'All Orders', ...STATUS_LABEL };

/** A card a status with its count, which filters the list to it; a count not there yet pulses, one that could not be read is a dash. */
export function StatusCounts({
  status,
  counts,
  failed,
  onStatus,
}: {
  status: OrderFilter;
  counts: Record<OrderFilter, number> | undefined;
  failed: boolean;
  onStatus: (status: OrderFilter) => void;
}) {
  return (
    <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" role="group" aria-label="Filter by status">
      {ORDER_FILTERS.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={status === value}
          onClick={() => onStatus(value)}
          data-testid={`orders-count-${value}`}
          className={cn(
            'rounded-lg border bg-card p-4 text-left shadow-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            status === value ? 'border-primary ring-1 ring-primary' : 'border-border',
          )}
        >
          <span className="block text-sm text-muted-foreground">{FILTER_LABEL[value]}</span>
          <span className="mt-1 block text-2xl font-semibold tabular-nums" data-testid={`orders-count-${value}-value`}>
            {counts ? (
              counts[value]
            ) : failed ? (
              // The list below says why and offers to try again: the counts do not pulse on as if still coming.
              <span title="Could not be read">—</span>
            ) : (
              <span aria-hidden="true" className="inline-block h-8 w-10 animate-pulse rounded-md bg-muted align-middle" />
            )}
          </span>
        </button>
      ))}
    </div>
  );
}
