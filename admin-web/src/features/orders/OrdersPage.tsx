import { useSearchParams } from 'react-router-dom';
import { OrderListView } from './OrderListView';
import { PackingView } from './PackingView';

/** The Orders screen: every order, or (`?view=packing`) the orders to pack. */
export function OrdersPage() {
  const [params] = useSearchParams();
  return params.get('view') === 'packing' ? <PackingView /> : <OrderListView />;
}
