import { ArrowLeft, LoaderCircle, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { Product } from '@artshop/contracts';
import {
  Badge,
  Button,
  Card,
  Skeleton,
  buttonClasses,
  cn,
  errorStatus,
  useFormatMoney,
  LoadError,
  productAvailability,
  tierKind,
  tierPriceLabel,
  useHydrating,
} from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { clockTime } from '../../shared/cart/cart';
import { ServerFormFields, serverForm } from '../../shared/server-forms';
import { useAddToCart } from '../../shared/cart/hooks';
import { FavoriteButton } from '../../shared/components/FavoriteButton';
import { ImageGallery } from './components/ImageGallery';
import { useProduct } from './hooks';
import { offer, productDetails, selectedTier, tierName, type TierChoice } from './products';

const SHOP_PATH = /^\/(shop-all|originals|prints|accessories)(\?|$)/i;

/** Where Back to Shop leads: the shop screen the visitor came from (with its filters), else /shop-all. */
function useShopPath(): string {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && SHOP_PATH.test(from) ? from : '/shop-all';
}

function BackToShop() {
  return (
    <Link to={useShopPath()} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-6' })} data-testid="back-to-shop">
      <ArrowLeft aria-hidden="true" />
      Back to Shop
    </Link>
  );
}

function ProductNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" data-testid="product-not-found">
      <h1 className="text-3xl font-semibold">Product not found</h1>
      <p className="mt-3 text-muted-foreground">This artwork may have been sold and taken down, or the link is not quite right.</p>
      <Link to="/shop-all" className={buttonClasses({ className: 'mt-8' })}>
        Return to Shop
      </Link>
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div role="status" className="grid gap-10 lg:grid-cols-2 lg:gap-14">
      <span className="sr-only">Loading product…</span>
      <Skeleton className="aspect-square w-full rounded-lg" />
      <div className="space-y-4">
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-1/4" />
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}

/**
 * When an empty stock held for another buyer comes back on sale if they do not pay. The time is the
 * reader's own clock, so the server's markup (and the browser while it takes it over) leaves it out.
 */
function useComesBack(reservedUntil: string | null): string {
  const hydrating = useHydrating();
  return reservedUntil && !hydrating ? `back on sale at ${clockTime(reservedUntil)} if they don't pay` : "back on sale if they don't pay";
}

/** 'Only 3 left', 'Sold out', 'Reserved…', 'One of a kind': the stock of what would go into the cart. */
function stockText(stock: number, isOriginalTier: boolean, reserved: string | null): string {
  if (stock <= 0 && reserved) return `Reserved: another buyer is paying for it; ${reserved}`;
  if (stock <= 0) return isOriginalTier ? 'Sold' : 'Sold out';
  if (isOriginalTier) return 'Available — one of a kind';
  return stock === 1 ? 'Only 1 left in stock' : `${stock} in stock`;
}

const ADD_TO_CART_FORM = 'add-to-cart-form';

function TierSelector({ product, selectedId, onSelect }: { product: Product; selectedId: string | undefined; onSelect: (tierId: string) => void }) {
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

function ProductDetails({ product }: { product: Product }) {
  const [choice, setChoice] = useState<TierChoice | null>(null);
  const tier = selectedTier(product, choice);
  const { price, stock } = offer(product, tier);
  const { sold, reservedUntil, printsAvailable } = productAvailability(product);
  // What would go into the cart is held for another buyer: Reserved, with when it may come back.
  const heldUntil = stock <= 0 ? (tier ? tier.reservedUntil : product.reservedUntil) : null;
  const comesBack = useComesBack(heldUntil);
  const details = productDetails(product);
  const addToCart = useAddToCart();
  const money = useFormatMoney();
  const isOriginalTier = tier ? tierKind(tier.type) === 'original' : product.isOriginal;

  return (
    <div className="grid gap-10 lg:grid-cols-2 lg:gap-14">
      <ImageGallery key={product.id} images={product.images} name={product.name} />
      <div>
        {product.status !== 'active' ? (
          <p className="mb-4 rounded-md border border-border bg-muted px-3 py-2 text-sm" role="note">
            This product is {product.status}: only you, as the admin, can see this page.
          </p>
        ) : null}
        {product.category ? <p className="text-sm uppercase tracking-wider text-muted-foreground">{product.category}</p> : null}
        <h1 className="mt-1 text-3xl font-semibold sm:text-4xl" data-testid="product-title">
          {product.name}
        </h1>
        {sold || reservedUntil || printsAvailable ? (
          <div className="mt-3 flex gap-2">
            {sold ? <Badge data-testid="sold-badge">Sold</Badge> : null}
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
        ) : null}

        <div className="mt-6">
          <p className="text-sm text-muted-foreground" data-testid="selected-price-label">
            {tierPriceLabel(tier, product)}
          </p>
          <p className="text-3xl font-semibold tabular-nums" data-testid="selected-price">
            {money(price)}
          </p>
          <p className={cn('mt-1 text-sm', stock > 0 ? 'text-success' : 'text-muted-foreground')} data-testid="selected-stock" data-stock={stock}>
            {stockText(stock, isOriginalTier, heldUntil ? comesBack : null)}
          </p>
        </div>

        {product.pricingTiers.length > 0 ? (
          <div className="mt-6">
            <TierSelector product={product} selectedId={tier?.id} onSelect={(tierId) => setChoice({ productId: product.id, tierId })} />
            {tier?.description ? <p className="mt-3 text-sm text-muted-foreground">{tier.description}</p> : null}
          </div>
        ) : null}

        <div className="mt-6 flex gap-3">
          {/* A plain form too: a tap before the app runs (or without scripts) is answered by the gateway. */}
          <form
            {...serverForm('addToCart')}
            id={ADD_TO_CART_FORM}
            className="flex flex-1"
            onSubmit={(event) => {
              event.preventDefault();
              addToCart.mutate({ productId: product.id, tierId: tier?.id ?? null });
            }}
          >
            <ServerFormFields />
            <input type="hidden" name="productId" value={product.id} />
            <Button
              type="submit"
              size="lg"
              className="flex-1"
              disabled={stock <= 0 || addToCart.isPending}
              aria-busy={addToCart.isPending}
              data-testid="add-to-cart"
            >
              {addToCart.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
              {stock <= 0 ? (heldUntil ? 'Reserved' : 'Sold Out') : addToCart.isPending ? 'Adding…' : 'Add to Cart'}
            </Button>
          </form>
          <FavoriteButton productId={product.id} productName={product.name} withLabel className="h-12" />
        </div>

        {product.description ? (
          <div className="mt-8 space-y-3 leading-relaxed text-muted-foreground" data-testid="product-description">
            {product.description
              .split(/\n{2,}|\n/)
              .filter((paragraph) => paragraph.trim())
              .map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
          </div>
        ) : null}

        {details.length > 0 ? (
          <Card className="mt-8 p-5">
            <h2 className="font-sans text-base font-semibold tracking-normal">Details</h2>
            <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2" data-testid="product-details">
              {details.map(({ label, value }) => (
                <div key={label}>
                  <dt className="text-xs font-medium uppercase tracking-wider text-muted-foreground">{label}</dt>
                  <dd className="mt-1 text-sm">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        ) : null}
      </div>
    </div>
  );
}

/** /product/{id}: gallery, details, tier selector, favourite and Add to cart. */
export function ProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  // Any answer that is not ok is 'Product not found', except a failure to reach the shop at all.
  const notFound = product.isError && (errorStatus(product.error) ?? 500) < 500;
  usePageTitle(notFound ? 'Product not found' : (product.data?.name ?? 'Artwork'));

  if (notFound) return <ProductNotFound />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <BackToShop />
      {product.data ? (
        <ProductDetails key={product.data.id} product={product.data} />
      ) : product.isError ? (
        <LoadError what="this product" error={product.error} onRetry={() => void product.refetch()} />
      ) : (
        <ProductSkeleton />
      )}
    </div>
  );
}
