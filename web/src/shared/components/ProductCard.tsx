import { Link, useLocation } from 'react-router-dom';
import { Clock } from 'lucide-react';
import { IMAGE_SIZES, type Product } from '@artshop/contracts';
import { Badge, ProductImage, cn, productAvailability, useShopTimeZone } from '@artshop/ui';
import { comingWords } from '../drops/drop-words';
import { FavoriteButton } from './FavoriteButton';
import { productPath } from '../products';
import { ProductPrice } from './ProductPrice';

export type CardLayout = 'grid' | 'list';

/** Image widths the browser picks from in the list layout (the grid's are IMAGE_SIZES.productCard). */
const LIST_SIZES = '(min-width: 640px) 176px, 112px';

function AvailabilityBadges({ product, inline = false }: { product: Product; inline?: boolean }) {
  const { sold, reservedUntil, printsAvailable } = productAvailability(product);
  const timeZone = useShopTimeZone();
  // Held back by a drop that has not opened: said as its page says it, in the shop's time zone.
  const coming = product.drop ? comingWords(product.drop.releaseAt, timeZone) : null;
  if (!sold && !reservedUntil && !printsAvailable && !coming) return null;
  return (
    <div className={cn('flex items-start gap-1.5', inline ? 'flex-wrap' : 'flex-col')}>
      {coming ? (
        <Badge variant="secondary" data-testid="card-coming-badge">
          <Clock className="size-3.5" aria-hidden="true" />
          {coming}
        </Badge>
      ) : null}
      {sold ? (
        <Badge variant="default" data-testid="sold-badge">
          Sold
        </Badge>
      ) : null}
      {/* Another buyer is paying: not sold, and back on sale if they don't pay. */}
      {reservedUntil ? (
        <Badge variant="secondary" data-testid="reserved-badge">
          Reserved
        </Badge>
      ) : null}
      {printsAvailable ? (
        <Badge variant="accent" data-testid="prints-badge">
          Prints Available
        </Badge>
      ) : null}
    </div>
  );
}

interface ProductCardProps {
  product: Product;
  layout?: CardLayout;
  /** Above the fold: the image loads at once (the first with high priority). */
  loading?: 'priority' | 'eager' | 'lazy';
  /** The favorites screen's heart on the card. */
  withFavorite?: boolean;
  /** The grid's `sizes` for the picture (IMAGE_SIZES.productCard or .shopCard). */
  imageSizes?: string;
}

/**
 * A product in a list: first image (or the placeholder), name, price with its label, Coming <date> /
 * Sold / Reserved / Prints Available. The whole card is the link; the heart sits beside it, not inside it.
 */
export function ProductCard({ product, layout = 'grid', loading = 'lazy', withFavorite = false, imageSizes = IMAGE_SIZES.productCard }: ProductCardProps) {
  const list = layout === 'list';
  const location = useLocation();
  const image = (
    <ProductImage
      src={product.images?.[0]}
      alt={product.name}
      width={list ? 176 : 600}
      height={list ? 176 : 600}
      priority={loading === 'priority'}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      sizes={list ? LIST_SIZES : imageSizes}
      className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
    />
  );

  return (
    <article
      data-testid="product-card"
      data-product-id={product.id}
      data-layout={layout}
      className="group relative overflow-hidden rounded-lg border border-border bg-card text-card-foreground transition-shadow has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background hover:shadow-md"
    >
      <Link
        to={productPath(product.id)}
        state={{ from: location.pathname + location.search }}
        className={cn('block outline-none', list && 'flex gap-4 sm:gap-6')}
      >
        <div className={cn('relative shrink-0 overflow-hidden bg-muted', list ? 'size-28 sm:size-44' : 'aspect-square')}>
          {image}
          {list ? null : (
            <div className="absolute left-3 top-3">
              <AvailabilityBadges product={product} />
            </div>
          )}
        </div>
        <div className={cn('min-w-0 flex-1 space-y-1', list ? 'flex flex-col py-3 pr-14 sm:py-4' : 'p-3 sm:p-4')}>
          {list && product.category ? <p className="text-xs uppercase tracking-wider text-muted-foreground">{product.category}</p> : null}
          <h3 className="line-clamp-2 font-medium leading-snug" data-testid="product-name">
            {product.name}
          </h3>
          {list ? (
            <>
              {product.shortDescription || product.description ? (
                <p className="line-clamp-2 text-sm text-muted-foreground max-sm:hidden">{product.shortDescription || product.description}</p>
              ) : null}
              <div className="pt-1">
                <AvailabilityBadges product={product} inline />
              </div>
              <ProductPrice product={product} className="mt-auto pt-2" />
            </>
          ) : (
            <ProductPrice product={product} />
          )}
        </div>
      </Link>
      {withFavorite ? <FavoriteButton productId={product.id} productName={product.name} className="absolute right-3 top-3 rounded-full" /> : null}
    </article>
  );
}
