import type { Product } from '@artshop/contracts';
import { cn, productPrice, useFormatMoney } from '@artshop/ui';

/** A card's price with its label ('Original price', 'Print price', none for accessories); the rule is productPrice's. */
export function ProductPrice({ product, className }: { product: Product; className?: string }) {
  const { label, amount, from } = productPrice(product);
  const money = useFormatMoney();
  return (
    <p className={cn('flex items-baseline justify-between gap-2', className)}>
      {label ? (
        <span className="text-xs text-muted-foreground" data-testid="price-label">
          {label}
        </span>
      ) : null}
      <span className="ml-auto text-base font-semibold tabular-nums" data-testid="product-price">
        {from ? <span className="mr-1 text-xs font-normal text-muted-foreground">From</span> : null}
        {money(amount)}
      </span>
    </p>
  );
}
