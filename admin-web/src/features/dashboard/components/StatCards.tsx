import { DollarSign, Eye, Package, ShoppingCart } from 'lucide-react';
import type { DashboardStats } from '@artshop/contracts';
import { formatMoney } from '@artshop/ui';
import { changeText, visitorsNote } from '../figures';
import { StatCard } from './StatCard';

/** Revenue, orders, active products and visitors, each against the last period. */
export function StatCards({ data, loading }: { data: DashboardStats | undefined; loading: boolean }) {
  const money = (value: string) => (data ? formatMoney(value, data.currency) : value);
  return (
    <div className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        title="Total Revenue"
        Icon={DollarSign}
        testId="stat-revenue"
        loading={loading}
        value={data ? money(data.totalRevenue) : null}
        note={data ? changeText(data.revenue.changePercent, 'from last month', 'No sales last month') : ''}
      />
      <StatCard
        title="Total Orders"
        Icon={ShoppingCart}
        testId="stat-orders"
        loading={loading}
        value={data?.totalOrders}
        note={data ? changeText(data.orders.changePercent, 'from last month', 'No orders last month') : ''}
      />
      <StatCard
        title="Active Products"
        Icon={Package}
        testId="stat-active-products"
        loading={loading}
        value={data?.activeProducts}
        note="on sale in your shop"
      />
      <StatCard
        title="Site Visitors"
        Icon={Eye}
        testId="stat-visitors"
        loading={loading}
        value={data?.visitors.thisWeek}
        note={data ? visitorsNote(data.visitors) : ''}
      />
    </div>
  );
}
