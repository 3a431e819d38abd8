import { Pencil, Trash2 } from 'lucide-react';
import type { Product } from '@artshop/contracts';
import { Badge, Button, Card, ProductImage, formatMoney } from '@artshop/ui';
import { PLACEHOLDER_SRC } from '../../../shared/paths';
import { statusLabel } from '../list-choices';
import { productStock } from '../pricing';

/** A product in the list: picture, name, status, category, price, stock, Edit and Delete. */
export function AdminProductCard({ product, onEdit, onDelete }: { product: Product; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card className="overflow-hidden" data-testid="product-card" data-product-id={product.id}>
      <div className="aspect-square overflow-hidden bg-muted">
        <ProductImage src={product.images?.[0]} alt={product.name} fallbackSrc={PLACEHOLDER_SRC} width={400} height={400} className="size-full object-cover" />
      </div>
      <div className="space-y-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-sans text-base font-semibold leading-snug tracking-normal" data-testid="product-name">
            {product.name}
          </h2>
          <Badge variant={product.status === 'active' ? 'success' : 'secondary'} data-testid="product-status">
            {statusLabel(product.status)}
          </Badge>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Category</dt>
          <dd className="truncate text-right" data-testid="product-category">
            {product.category ?? 'No category'}
          </dd>
          <dt className="text-muted-foreground">Price</dt>
          <dd className="text-right font-medium tabular-nums" data-testid="product-price">
            {formatMoney(product.price)}
          </dd>
          <dt className="text-muted-foreground">Stock</dt>
          <dd className="text-right tabular-nums" data-testid="product-stock">
            {productStock(product)}
          </dd>
        </dl>
        <LowStockBadges product={product} />
        <div className="flex gap-2 pt-1">
          <Button variant="outline" size="sm" className="flex-1" onClick={onEdit} data-testid="edit-product">
            <Pencil aria-hidden="true" />
            Edit<span className="sr-only"> {product.name}</span>
          </Button>
          <Button variant="outline" size="sm" className="flex-1 text-destructive hover:text-destructive" onClick={onDelete} data-testid="delete-product">
            <Trash2 aria-hidden="true" />
            Delete<span className="sr-only"> {product.name}</span>
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** A tier at or under its low-stock alert (and not sold out), as the artist's mail would have told. */
function LowStockBadges({ product }: { product: Product }) {
  const low = product.pricingTiers.filter((tier) => tier.lowStockThreshold != null && tier.stock > 0 && tier.stock <= tier.lowStockThreshold);
  if (low.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-1">
      {low.map((tier) => (
        <Badge key={tier.id} variant="accent" data-testid="tier-low-stock">
          {`Low stock: ${tier.type} ${tier.size} (${tier.stock} left)`}
        </Badge>
      ))}
    </div>
  );
}
