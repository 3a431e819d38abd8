import { useCurrentUser, Skeleton } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { OrderList } from './components/OrderList';
import { SignInPrompt } from '../../shared/components/SignInPrompt';
import { useOwnOrders } from './hooks';

/** /orders (the profile menu's Orders): the customer's orders, newest first. */
export function OrdersPage() {
  usePageTitle('My Orders');
  const { user, isLoading } = useCurrentUser();
  const orders = useOwnOrders();
  if (!isLoading && !user) return <SignInPrompt next="/orders" />;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="mb-8 text-3xl font-semibold sm:text-4xl">My Orders</h1>
      {isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <>
          {/* The list's own headings (each order, or 'No orders yet') are h3. */}
          <h2 className="sr-only">Order History</h2>
          <OrderList orders={orders.data} isLoading={orders.isLoading} error={orders.error} onRetry={() => void orders.refetch()} />
        </>
      )}
    </div>
  );
}
