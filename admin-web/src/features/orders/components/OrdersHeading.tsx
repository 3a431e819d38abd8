import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@artshop/ui';

export type OrdersView = 'list' | 'packing';

/** The Orders screen's title, its two views (every order, or those to pack: `?view=packing`) and the view's own buttons. */
export function OrdersHeading({ view, actions }: { view: OrdersView; actions?: ReactNode }) {
  const tab = (to: OrdersView, label: string) => (
    <Link
      to={to === 'packing' ? '?view=packing' : '?'}
      aria-current={view === to ? 'page' : undefined}
      className={buttonClasses({ variant: view === to ? 'default' : 'ghost', size: 'sm' })}
      data-testid={`orders-view-${to}`}
    >
      {label}
    </Link>
  );
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-semibold">Orders</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">Paid orders to prepare, ship and follow; refunds and cancellations go back to the buyer's card.</p>
        <nav aria-label="Orders views" className="mt-4 inline-flex gap-1 rounded-md bg-muted p-1">
          {tab('list', 'All Orders')}
          {tab('packing', 'To Pack')}
        </nav>
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
