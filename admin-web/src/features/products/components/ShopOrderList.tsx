import type { ShopOrderEntry } from '@artshop/contracts';
import { Card, LoadError, ProductImage, Skeleton, cn, getErrorMessage, toast } from '@artshop/ui';
import { SortableList } from '../../../shared/components/SortableList';
import { PLACEHOLDER_SRC } from '../../../shared/paths';
import { useSaveShopOrder, useShopOrder } from '../hooks';

/**
 * Shop order: the shop's products (the active ones) in the order the storefront shows them by default
 * ('Featured'). The artist drags them (or uses the keyboard or the arrows); each move saves the whole order.
 */
export function ShopOrderList() {
  const order = useShopOrder();
  const save = useSaveShopOrder();

  const saveOrder = (next: ShopOrderEntry[]) =>
    save.mutate(next, {
      onSuccess: () => toast({ variant: 'success', title: 'Shop order saved', description: 'The shop shows your works in this order.' }),
      onError: (error) => toast({ variant: 'destructive', title: 'Failed to save the shop order', description: getErrorMessage(error, '') || undefined }),
    });

  if (order.isLoading) return <Skeleton className="h-96 w-full" />;
  if (order.error) {
    return (
      <Card>
        <LoadError what="the shop order" error={order.error} onRetry={() => void order.refetch()} />
      </Card>
    );
  }
  const entries = order.data ?? [];
  if (!entries.length) return <p className="py-16 text-center text-muted-foreground">No products are on sale yet.</p>;
  return (
    <>
      <p className="mb-3 text-sm text-muted-foreground">
        The order of the shop&apos;s {entries.length} products on sale, as visitors see them under &lsquo;Featured&rsquo;. Drag a product by its handle, or use
        the arrows; drafts and archived products are not in the shop.
      </p>
      <SortableList
        items={entries}
        getId={(entry) => entry.id}
        describe={(entry) => entry.name}
        onReorder={saveOrder}
        disabled={save.isPending}
        className="space-y-2"
        aria-label="Products, in the shop's order"
        data-testid="shop-order"
        renderItem={(entry, index, { handle, moveButtons, dragging }) => (
          <div className={cn('flex items-center gap-3 rounded-lg border border-border bg-card p-2', dragging && 'shadow-lg')} data-testid="shop-order-item">
            {handle}
            <span className="w-8 text-right text-sm tabular-nums text-muted-foreground">{index + 1}</span>
            <ProductImage
              src={entry.image ?? PLACEHOLDER_SRC}
              alt=""
              fallbackSrc={PLACEHOLDER_SRC}
              width={96}
              height={96}
              className="size-12 rounded object-cover"
            />
            <span className="min-w-0 flex-1 truncate font-medium" data-testid="shop-order-name">
              {entry.name}
            </span>
            {moveButtons}
          </div>
        )}
      />
    </>
  );
}
