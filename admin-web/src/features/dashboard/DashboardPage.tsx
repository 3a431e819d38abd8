import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, LoadError } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { useUnreadCount } from '../../shared/unread-messages';
import { LiveActivity } from './components/LiveActivity';
import { MessagesCard } from './components/MessagesCard';
import { QuickActions } from './components/QuickActions';
import { RecentActivity } from './components/RecentActivity';
import { StatCards } from './components/StatCards';
import { ADD_PRODUCT } from './figures';
import { useDashboardStats } from './hooks';
import { StuckEventsPanel } from './StuckEventsPanel';

/** Dashboard: the shop's figures from GET /api/dashboard/stats, nothing made up. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const navigate = useNavigate();
  const stats = useDashboardStats();
  const unread = useUnreadCount();
  const data = stats.data;

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
        <StatCards data={data} loading={stats.isLoading} />
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
