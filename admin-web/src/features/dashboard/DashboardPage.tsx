import { ArrowRight, MessageSquare, Package } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { useUnreadCount } from '../messages/hooks';
import { useAllProducts } from '../products/hooks';

/** '1 new message to read', '3 new messages to read'. */
export function newMessagesText(count: number): string {
  return `${count} new ${count === 1 ? 'message' : 'messages'} to read`;
}

/** The Messages card: unread inbox messages from GET /api/messages/unread-count, linking to the inbox. */
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
          <div role="status">
            <span className="sr-only">Loading…</span>
            <Skeleton className="h-9 w-16" />
            <Skeleton className="mt-2 h-4 w-28" />
          </div>
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

/** Dashboard (admin spec §2). The other stat cards arrive with their data sources. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const products = useAllProducts();
  const activeCount = products.data?.filter((product) => product.status === 'active').length ?? 0;
  const total = products.data?.length ?? 0;

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-3xl font-semibold">Dashboard</h1>
      <p className="mt-2 text-muted-foreground">Welcome back! Here's what's happening with your art business.</p>
      <div className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Card data-testid="stat-active-products">
          <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
            <CardTitle className="font-sans text-sm font-medium">Active Products</CardTitle>
            <Package className="size-4 text-muted-foreground" aria-hidden="true" />
          </CardHeader>
          <CardContent>
            {products.isLoading ? (
              <div role="status">
                <span className="sr-only">Loading…</span>
                <Skeleton className="h-9 w-16" />
                <Skeleton className="mt-2 h-4 w-28" />
              </div>
            ) : products.error ? (
              <div role="alert">
                <p className="text-sm text-destructive">Could not load products.</p>
                <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void products.refetch()}>
                  Try again
                </Button>
              </div>
            ) : (
              <>
                <p className="text-3xl font-semibold tabular-nums" data-testid="active-products-count">
                  {activeCount}
                </p>
                <p className="mt-1 text-xs text-muted-foreground">
                  of {total} {total === 1 ? 'product' : 'products'} in the catalogue
                </p>
              </>
            )}
            <Link to="/products" className="mt-4 inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline">
              Product listings
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </CardContent>
        </Card>
        <MessagesCard />
      </div>
    </div>
  );
}
