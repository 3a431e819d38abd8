import { LoaderCircle, Minus, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MIN_CART_QUANTITY, type CartItem, type OrderTotals } from '@artshop/contracts';
import { Badge, Button, Card, LoadError, ProductImage, Skeleton, cn, formatMoney, useFormatMoney } from '@artshop/ui';
import { productPath } from '../../../shared/products';
import { lineMark, lineSubtotal } from '../../../shared/cart/cart';
import { useRemoveCartItem, useUpdateCartQuantity } from '../../../shared/cart/hooks';
import { taxLabel } from '../checkout';

/**
 * One order line: picture, name, tier, unit price, quantity − / +, remove, line subtotal. Once the
 * payment has started the lines are read only: the amount being paid is the one shown.
 */
function OrderLine({ item, editable }: { item: CartItem; editable: boolean }) {
  const update = useUpdateCartQuantity();
  const remove = useRemoveCartItem();
  const money = useFormatMoney();
  const busy = update.isPending || remove.isPending;
  // Reserved by another buyer, sold or no longer offered: shown as chosen, marked, left out of the totals.
  const mark = lineMark(item);
  // Below 1 is never sent; above the stock the server would refuse, so + stops there.
  const setQuantity = (quantity: number) => {
    if (quantity < MIN_CART_QUANTITY || quantity === item.quantity) return;
    update.mutate({ itemId: item.id, quantity });
  };

  return (
    <li className="flex gap-4 py-5" data-testid="cart-line" data-item-id={item.id} data-availability={item.availability} aria-busy={busy}>
      <Link
        to={productPath(item.productId)}
        className={cn('size-20 shrink-0 overflow-hidden rounded-md bg-muted sm:size-24', mark && 'opacity-60')}
        tabIndex={-1}
        aria-hidden="true"
      >
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
              {money(item.price)}
            </p>
            {mark ? (
              <div className="mt-2" data-testid="line-mark">
                <Badge variant="outline" className="border-destructive/50 text-destructive">
                  {mark.label}
                </Badge>
                <p className="mt-1 text-sm text-muted-foreground">{mark.detail}</p>
              </div>
            ) : null}
          </div>
          {editable ? (
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
          ) : null}
        </div>
        <div className="flex items-center justify-between gap-3">
          {mark ? (
            <p className="text-sm text-muted-foreground">
              Qty{' '}
              <span className="tabular-nums" data-testid="line-quantity">
                {item.quantity}
              </span>
            </p>
          ) : editable ? (
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
          ) : (
            <p className="text-sm text-muted-foreground">
              Qty{' '}
              <span className="font-medium text-foreground tabular-nums" data-testid="line-quantity">
                {item.quantity}
              </span>
            </p>
          )}
          {mark ? (
            <p className="text-sm text-muted-foreground" data-testid="line-subtotal">
              Not in total
            </p>
          ) : (
            <p className="font-semibold tabular-nums" data-testid="line-subtotal">
              {money(lineSubtotal(item))}
            </p>
          )}
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

function TotalRow({ label, children, testId, strong }: { label: ReactNode; children: ReactNode; testId: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between border-t border-border pt-3 text-base font-semibold' : 'flex justify-between'}>
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Subtotal, a discount code's amount off, shipping, tax and total, every figure the server's (the quote's, or the payment's once it has started). */
export function OrderTotalsBlock({ totals, taxRate, pending }: { totals: OrderTotals | undefined; taxRate: number | null; pending?: boolean }) {
  if (!totals) {
    return (
      <div role="status" className="mt-2 space-y-3 border-t border-border pt-5" data-testid="order-totals-loading">
        <span className="sr-only">Working out shipping and tax…</span>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-5 w-full" />
        ))}
      </div>
    );
  }
  const money = (value: string) => formatMoney(value, totals.currency);
  return (
    <dl className="mt-2 space-y-2 border-t border-border pt-5 text-sm transition-opacity aria-busy:opacity-60" aria-busy={pending} data-testid="order-totals">
      <TotalRow label="Subtotal" testId="order-subtotal">
        {money(totals.subtotal)}
      </TotalRow>
      {totals.discount ? (
        <TotalRow label={`Discount (${totals.discount.code})`} testId="order-discount">
          −{money(totals.discount.amount)}
        </TotalRow>
      ) : null}
      <TotalRow label="Shipping" testId="order-shipping">
        {Number(totals.shipping) === 0 ? 'Free' : money(totals.shipping)}
      </TotalRow>
      <TotalRow label={taxLabel(taxRate)} testId="order-tax">
        {money(totals.tax)}
      </TotalRow>
      <TotalRow label="Total" testId="order-total" strong>
        {money(totals.total)}
      </TotalRow>
    </dl>
  );
}

/** 'Your Order': the cart's lines priced by the catalog, then the server's totals. */
export function OrderSummary({
  items,
  isPending,
  error,
  onRetry,
  editable,
  totals,
  discount,
}: {
  items: CartItem[];
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  editable: boolean;
  totals: ReactNode;
  /** The discount code field, while the order can still change. */
  discount?: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6" data-testid="order-summary">
      <h2 className="font-sans text-lg font-semibold tracking-normal">Your Order</h2>
      {isPending ? (
        <div className="mt-5">
          <OrderSkeleton />
        </div>
      ) : error ? (
        <LoadError what="your cart" error={error} onRetry={onRetry} />
      ) : (
        <>
          <ul className="mt-2 divide-y divide-border" data-testid="order-lines">
            {items.map((item) => (
              <OrderLine key={item.id} item={item} editable={editable} />
            ))}
          </ul>
          {discount}
          {totals}
        </>
      )}
    </Card>
  );
}
