import type { Product } from '@artshop/contracts';
import { cn, useFormatMoney } from '@artshop/ui';
import { ADD_TO_CART_FORM, tierName } from '../products';

/** The product's tiers as radios, each with its edition, stock and price; sent with the Add to Cart form. */
export function TierSelector({ product, selectedId, onSelect }: { product: Product; selectedId: string | undefined; onSelect: (tierId: string) => void }) {
  const money = useFormatMoney();
  return (
    <fieldset className="space-y-2" data-testid="tier-selector">
      <legend className="mb-2 text-sm font-medium">Choose an option</legend>
      {product.pricingTiers.map((tier) => {
        const checked = tier.id === selectedId;
        return (
          <label
            key={tier.id}
            data-testid="tier-option"
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-md border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
              checked ? 'border-accent bg-accent/5' : 'border-border hover:bg-muted',
            )}
          >
            <input
              type="radio"
              // Sent by the Add to Cart form (a plain form before the app runs).
              name="tierId"
              form={ADD_TO_CART_FORM}
              value={tier.id}
              checked={checked}
              onChange={() => onSelect(tier.id)}
              className="size-4 accent-accent"
            />
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-medium">{tierName(tier)}</span>
              {tier.editionSize !== null ? (
                <span className="block text-xs text-muted-foreground">Limited edition of {tier.editionSize.toLocaleString('en-US')}</span>
              ) : null}
              {tier.stock <= 0 ? <span className="block text-xs text-muted-foreground">{tier.reservedUntil ? 'Reserved' : 'Sold out'}</span> : null}
            </span>
            <span className="text-sm font-semibold tabular-nums">{money(tier.price)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
