import { ORDER_FILTERS, type OrderFilter } from '@artshop/contracts';
import { SearchBox } from '../../../shared/components/SearchBox';
import { STATUS_LABEL } from '../labels';
import { TIME_FILTERS, type TimeFilter } from '../time-filter';

const selectClasses = 'h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Search (number, name, e-mail), and the status and time filters. */
export function OrderFilterBar({
  search,
  status,
  time,
  onStatus,
  onTime,
}: {
  search: { typed: string; setTyped: (value: string) => void };
  status: OrderFilter;
  time: TimeFilter;
  onStatus: (status: OrderFilter) => void;
  onTime: (time: TimeFilter) => void;
}) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      <SearchBox
        id="order-search"
        label="Search orders"
        placeholder="Search by order number, customer name or email…"
        value={search.typed}
        onChange={search.setTyped}
        testId="orders-search"
        className="min-w-64 flex-1"
      />
      <label htmlFor="order-status-filter" className="sr-only">
        Status
      </label>
      <select
        id="order-status-filter"
        className={selectClasses}
        value={status}
        onChange={(event) => onStatus(event.target.value as OrderFilter)}
        data-testid="orders-status-filter"
      >
        {ORDER_FILTERS.map((value) => (
          <option key={value} value={value}>
            {value === 'all' ? 'All statuses' : STATUS_LABEL[value]}
          </option>
        ))}
      </select>
      <label htmlFor="order-time-filter" className="sr-only">
        Time
      </label>
      <select
        id="order-time-filter"
        className={selectClasses}
        value={time}
        onChange={(event) => onTime(event.target.value as TimeFilter)}
        data-testid="orders-time-filter"
      >
        {TIME_FILTERS.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
