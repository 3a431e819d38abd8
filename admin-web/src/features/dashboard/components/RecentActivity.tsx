import { Link } from 'react-router-dom';
import type { DashboardStats } from '@artshop/contracts';
import { Card, CardContent, CardHeader, CardTitle, formatMoney } from '@artshop/ui';
import { orderLabel, orderPath } from '../figures';
import { Loading } from './Loading';

/** The latest products and orders (an order opens on the Orders screen). */
export function RecentActivity({ stats }: { stats: DashboardStats | undefined }) {
  const money = (value: string) => (stats ? formatMoney(value, stats.currency) : value);
  return (
    <Card data-testid="recent-activity">
      <CardHeader className="pb-2">
        <CardTitle className="font-sans text-base font-semibold">Recent Activity</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="recent-products">
          <h3 id="recent-products" className="font-sans text-sm font-medium text-muted-foreground">
            Latest products
          </h3>
          {!stats ? (
            <Loading lines={1} />
          ) : stats.recentProducts.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">No products yet</p>
          ) : (
            <ul className="mt-2 divide-y divide-border" data-testid="recent-products">
              {stats.recentProducts.map((product) => (
                <li key={product.id} className="flex items-center justify-between gap-2 py-2 text-sm">
                  <span className="truncate">{product.name}</span>
                  <span className="tabular-nums">{money(product.price)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="recent-orders">
          <h3 id="recent-orders" className="font-sans text-sm font-medium text-muted-foreground">
            Latest orders
          </h3>
          {!stats ? (
            <Loading lines={1} />
          ) : stats.recentOrders.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">No orders yet</p>
          ) : (
            <ul className="mt-2 divide-y divide-border" data-testid="recent-orders">
              {stats.recentOrders.map((order) => (
                <li key={order.id}>
                  <Link
                    to={orderPath(order.orderNumber)}
                    className="-mx-2 flex items-center justify-between gap-2 rounded-md px-2 py-2 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    data-testid="recent-order"
                  >
                    <span className="truncate">
                      {orderLabel(order.orderNumber)}
                      <span className="block truncate text-xs text-muted-foreground">{order.customerName}</span>
                    </span>
                    <span className="tabular-nums">{money(order.totalAmount)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
