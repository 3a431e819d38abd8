import { LoaderCircle, Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MIN_CART_QUANTITY, type CartItem } from '@artshop/contracts';
import { Badge, Button, Card, LoadError, ProductImage, Skeleton, buttonClasses, formatMoney } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { productPath } from '../catalog/products';
import { cartSubtotal, lineSubtotal } from './cart';
import { useCart, useRemoveCartItem, useUpdateCartQuantity } from './hooks';

/** One order line: picture, name, tier, unit price, quantity − / +, remove, line subtotal. */
function OrderLine({ item }: { item: CartItem }) {
  const update = useUpdateCartQuantity();
  const remove = useRemoveCartItem();
  const busy = update.isPending || remove.isPending;
  // Below 1 is never sent (storefront §5); above the stock the server would refuse, so + stops there.
  const setQuantity = (quantity: number) => {
    if (quantity < MIN_CART_QUANTITY || quantity === item.quantity) return;
    update.mutate({ itemId: item.id, quantity });
  };

  return (
    <li className="flex gap-4 py-5" data-testid="cart-line" data-item-id={item.id} aria-busy={busy}>
      <Link to={productPath(item.productId)} className="size-20 shrink-0 overflow-hidden rounded-md bg-muted sm:size-24" tabIndex={-1} aria-hidden="true">
        <ProductImage src={item.image} alt="" width={96} height={96} sizes="96px" className="size-full object-cover" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link to={productPath(item.productId)} className="font-medium leading-snug hover:underline" data-testid="line-name">
              {item.productName}
            </Link>
            {item.tierDisplayName ? (
              <div className="mt-1">
                <Badge variant="secondary" data-testid="line-tier">
                  {item.tierDisplayName}
                </Badge>
              </div>
            ) : null}
            <p className="mt-1 text-sm text-muted-foreground tabular-nums" data-testid="line-price">
              {formatMoney(item.price)}
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="-mr-2 -mt-2 text-muted-foreground hover:text-destructive"
            aria-label={`Remove ${item.productName} from cart`}
            disabled={busy}
            data-testid="line-remove"
            onClick={() => remove.mutate(item.id)}
          >
            {remove.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
          </Button>
        </div>
        <div className="flex items-center justify-between gap-3">
          <div className="inline-flex items-center rounded-md border border-input" role="group" aria-label={`Quantity of ${item.productName}`}>
            <Button
              variant="ghost"
              size="icon"
              className="size-9 rounded-r-none"
              aria-label="Decrease quantity"
              disabled={busy || item.quantity <= MIN_CART_QUANTITY}
              data-testid="line-decrease"
              onClick={() => setQuantity(item.quantity - 1)}
            >
              <Minus aria-hidden="true" />
            </Button>
            <span className="min-w-10 text-center text-sm font-medium tabular-nums" aria-live="polite" data-testid="line-quantity">
              {item.quantity}
            </span>
            <Button
              variant="ghost"
              size="icon"
              className="size-9 rounded-l-none"
              aria-label="Increase quantity"
              title={item.quantity >= item.stock ? `Only ${item.stock} available` : undefined}
              disabled={busy || item.quantity >= item.stock}
              data-testid="line-increase"
              onClick={() => setQuantity(item.quantity + 1)}
            >
              <Plus aria-hidden="true" />
            </Button>
          </div>
          <p className="font-semibold tabular-nums" data-testid="line-subtotal">
            {formatMoney(lineSubtotal(item))}
          </p>
        </div>
      </div>
    </li>
  );
}

function OrderSkeleton() {
  return (
    <div role="status" className="space-y-5" data-testid="cart-skeleton">
      <span className="sr-only">Loading your cart…</span>
      {[0, 1].map((row) => (
        <div key={row} className="flex gap-4">
          <Skeleton className="size-20 shrink-0 sm:size-24" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-9 w-28" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * /checkout, the order part (storefront §2): the cart's lines priced by the catalog, quantities,
 * removal and the total. The shipping and payment steps join it in the next issue.
 */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const cart = useCart();
  const items = cart.data ?? [];

  if (cart.isSuccess && items.length === 0) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" data-testid="cart-empty">
        <ShoppingBag className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-semibold">Your cart is empty</h1>
        <p className="mt-3 text-muted-foreground">Add some items to your cart to continue</p>
        <Link to="/shop-all" className={buttonClasses({ className: 'mt-8' })}>
          Continue Shopping
        </Link>
      </div>
    );
  }

  const subtotal = cartSubtotal(items);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="mb-8 text-3xl font-semibold sm:text-4xl">Checkout</h1>
      <Card className="p-5 sm:p-6">
        <h2 className="font-sans text-lg font-semibold tracking-normal">Your Order</h2>
        {cart.isPending ? (
          <div className="mt-5">
            <OrderSkeleton />
          </div>
        ) : cart.isError ? (
          <LoadError what="your cart" error={cart.error} onRetry={() => void cart.refetch()} />
        ) : (
          <>
            <ul className="mt-2 divide-y divide-border" data-testid="order-lines">
              {items.map((item) => (
                <OrderLine key={item.id} item={item} />
              ))}
            </ul>
            <dl className="mt-2 space-y-2 border-t border-border pt-5 text-sm">
              <div className="flex justify-between">
                <dt className="text-muted-foreground">Subtotal</dt>
                <dd className="tabular-nums" data-testid="order-subtotal">
                  {formatMoney(subtotal)}
                </dd>
              </div>
              <div className="flex justify-between text-base font-semibold">
                <dt>Total</dt>
                <dd className="tabular-nums" data-testid="order-total">
                  {formatMoney(subtotal)}
                </dd>
              </div>
            </dl>
          </>
        )}
      </Card>
    </div>
  );
}
