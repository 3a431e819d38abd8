import { Activity, ArrowRight, DollarSign, Eye, ImagePlus, MessageSquare, Package, Plus, ShoppingCart, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { DashboardStats } from '@artshop/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, LoadError, Skeleton, formatMoney } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { useUnreadCount } from '../../shared/unread-messages';
import { changeText, newMessagesText, orderLabel, orderPath } from './figures';
import { useDashboardStats } from './hooks';
import { StuckEventsPanel } from './StuckEventsPanel';

/** Where Add Product and Upload Images lead: the Products screen with its drawer open (ProductsPage reads `new` and `tab`). */
const ADD_PRODUCT = '/products?new=1';
const UPLOAD_IMAGES = '/products?new=1&tab=images';

function Loading({ lines = 2 }: { lines?: number }) {
  return (
    <div role="status">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-9 w-24" />
      {lines > 1 ? <Skeleton className="mt-2 h-4 w-32" /> : null}
    </div>
  );
}

function StatCard({
  title,
  Icon,
  testId,
  loading,
  value,
  note,
}: {
  title: string;
  Icon: LucideIcon;
  testId: string;
  loading: boolean;
  value: ReactNode;
  note: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="font-sans text-sm font-medium">{title}</CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        {loading ? (
          <Loading />
        ) : (
          <>
            <p className="text-3xl font-semibold tabular-nums" data-testid={`${testId}-value`}>
              {value}
            </p>
            <p className="mt-1 text-xs text-muted-foreground" data-testid={`${testId}-note`}>
              {note}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The Messages card: unread inbox messages (shared with the inbox, which refreshes it), linking to the inbox. */
function MessagesCard() {
  const unread = useUnreadCount();
  const count = unread.data?.count ?? 0;
  return (
    <Card data-testid="stat-messages">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="font-sans text-sm font-medium">Messages</CardTitle>
        <MessageSquare className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        {unread.isLoading ? (
          <Loading />
        ) : unread.error ? (
          <div role="alert">
            <p className="text-sm text-destructive">Could not load messages.</p>
            <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void unread.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <p className="text-3xl font-semibold tabular-nums" data-testid="unread-messages-count">
              {count}
            </p>
            <p className="mt-1 text-xs text-muted-foreground" data-testid="unread-messages-text">
              {newMessagesText(count)}
            </p>
          </>
        )}
        <Link to="/messages" className="mt-4 inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline">
          View messages
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}

function LiveActivity({ stats, unread }: { stats: DashboardStats | undefined; unread: number | undefined }) {
  const rows: Array<[string, string, ReactNode]> = [
    ['Active products', 'live-active-products', stats?.activeProducts],
    ['Total orders', 'live-total-orders', stats?.totalOrders],
    ['Total revenue', 'live-total-revenue', stats ? formatMoney(stats.totalRevenue, stats.currency) : undefined],
    ['Unread messages', 'live-unread-messages', unread],
  ];
  return (
    <Card data-testid="live-activity">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="font-sans text-base font-semibold">Live Site Activity</CardTitle>
        <Activity className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border">
          {rows.map(([label, testId, value]) => (
            <div key={label} className="flex items-center justify-between py-2 text-sm">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums" data-testid={testId}>
                {value ?? <Skeleton className="h-4 w-12" />}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function RecentActivity({ stats }: { stats: DashboardStats | undefined }) {
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

function QuickActions() {
  const navigate = useNavigate();
  const actions: Array<[string, LucideIcon, string, string]> = [
    ['Add Product', Plus, ADD_PRODUCT, 'quick-add-product'],
    ['Upload Images', ImagePlus, UPLOAD_IMAGES, 'quick-upload-images'],
    ['View Messages', MessageSquare, '/messages', 'quick-view-messages'],
  ];
  return (
    <Card data-testid="quick-actions">
      <CardHeader className="pb-2">
        <CardTitle className="font-sans text-base font-semibold">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {actions.map(([label, Icon, to, testId]) => (
          <Button key={label} variant="outline" className="justify-start" onClick={() => void navigate(to)} data-testid={testId}>
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}

/** Dashboard: the shop's figures from GET /api/dashboard/stats, nothing made up. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const navigate = useNavigate();
  const stats = useDashboardStats();
  const unread = useUnreadCount();
  const data = stats.data;
  const loading = stats.isLoading;
  const money = (value: string) => (data ? formatMoney(value, data.currency) : value);

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Dashboard</h1>
          <p className="mt-2 text-muted-foreground">Welcome back! Here's what's happening with your art business.</p>
        </div>
        <Button onClick={() => void navigate(ADD_PRODUCT)} data-testid="add-new-product">
          <Plus aria-hidden="true" />
          Add New Product
        </Button>
      </div>
      <StuckEventsPanel />
      {stats.error ? (
        <Card className="mt-8">
          <LoadError what="the dashboard figures" error={stats.error} onRetry={() => void stats.refetch()} />
        </Card>
      ) : (
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
            note={data ? `${changeText(data.visitors.changePercent, 'this week', 'in the last 7 days')} · ${data.visitors.today} today` : ''}
          />
        </div>
      )}
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        {stats.error ? null : <LiveActivity stats={data} unread={unread.data?.count} />}
        <MessagesCard />
        <QuickActions />
      </div>
      {stats.error ? null : (
        <div className="mt-4">
          <RecentActivity stats={data} />
        </div>
      )}
    </div>
  );
}
