import { Link } from 'react-router-dom';
import type { Product } from '@artshop/contracts';
import { Badge, ProductImage, displayPrice, formatMoney, productAvailability } from '@artshop/ui';

/** A product in a grid: first image (or the placeholder), name, price with its label, Sold / Prints Available. */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const { sold, printsAvailable, priceLabel } = productAvailability(product);
  return (
    <Link
      to={`/product/${product.id}`}
      data-testid="product-card"
      data-product-id={product.id}
      className="group block overflow-hidden rounded-lg border border-border bg-card text-card-foreground transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <div className="relative aspect-square overflow-hidden bg-muted">
        <ProductImage
          src={product.images?.[0]}
          alt={product.name}
          width={600}
          height={600}
          priority={priority}
          sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        {sold || printsAvailable ? (
          <div className="absolute left-3 top-3 flex flex-col items-start gap-1.5">
            {sold ? (
              <Badge variant="default" data-testid="sold-badge">
                Sold
              </Badge>
            ) : null}
            {printsAvailable ? (
              <Badge variant="accent" data-testid="prints-badge">
                Prints Available
              </Badge>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="space-y-1 p-4">
        <h3 className="line-clamp-2 font-medium leading-snug" data-testid="product-name">
          {product.name}
        </h3>
        <p className="flex items-baseline justify-between gap-2">
          <span className="text-xs text-muted-foreground">{priceLabel}</span>
          <span className="text-base font-semibold tabular-nums" data-testid="product-price">
            {formatMoney(displayPrice(product))}
          </span>
        </p>
      </div>
    </Link>
  );
}
