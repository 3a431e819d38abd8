import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@artshop/contracts';
import { Badge, Card, api, cn, productAvailability, tierKind, tierPriceLabel, useFormatMoney } from '@artshop/ui';
import { FavoriteButton } from '../../../shared/components/FavoriteButton';
import { NotifyMeForm } from '../../../shared/components/NotifyMeForm';
import { DropNotice, useCanBuyFromDrop } from '../../../shared/drops/DropNotice';
import { useProductDrop } from '../../../shared/drops/hooks';
import { descriptionParagraphs, offer, productDetails, selectedTier, stockText, type TierChoice } from '../products';
import { useComesBack } from '../useComesBack';
import { AddToCartForm } from './AddToCartForm';
import { ImageGallery } from './ImageGallery';
import { TierSelector } from './TierSelector';

/** The product: gallery, name and badges, the chosen tier's price and stock, the tiers, Add to Cart, favourite, description and details. */
export function ProductDetails({ product }: { product: Product }) {
  const [choice, setChoice] = useState<TierChoice | null>(null);
  const tier = selectedTier(product, choice);
  const { price, stock } = offer(product, tier);
  const { sold, reservedUntil, printsAvailable } = productAvailability(product);
  // What would go into the cart is held for another buyer: Reserved, with when it may come back.
  const heldUntil = stock <= 0 ? (tier ? tier.reservedUntil : product.reservedUntil) : null;
  const comesBack = useComesBack(heldUntil);
  const details = productDetails(product);
  const money = useFormatMoney();
  const isOriginalTier = tier ? tierKind(tier.type) === 'original' : product.isOriginal;
  // A work of a drop that has not opened (to this visitor): shown as coming, not for the cart yet.
  const drop = useProductDrop(product.id).data;
  const canBuy = useCanBuyFromDrop(drop);

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

        {drop ? (
          <div className="mt-4 space-y-1">
            <DropNotice drop={drop} />
            <p className="text-sm">
              {'Part of the drop '}
              <Link to={`/drops/${drop.slug}`} className="underline" data-testid="drop-link">
                {drop.name}
              </Link>
            </p>
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
          <AddToCartForm product={product} tierId={tier?.id ?? null} stock={stock} held={Boolean(heldUntil)} coming={!canBuy} />
          <FavoriteButton productId={product.id} productName={product.name} withLabel className="h-12" />
        </div>

        {stock <= 0 && !heldUntil && !isOriginalTier && product.status === 'active' ? (
          <div className="mt-4">
            <NotifyMeForm
              key={tier?.id ?? product.id}
              id={`notify-${tier?.id ?? product.id}`}
              label="Tell me when it is back"
              ask={(email) => api.messaging.askStockAlert({ id: product.id, tierId: tier?.id ?? null, email })}
            />
          </div>
        ) : null}

        {product.description ? (
          <div className="mt-8 space-y-3 leading-relaxed text-muted-foreground" data-testid="product-description">
            {descriptionParagraphs(product.description).map((paragraph, index) => (
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
