import { Link } from 'react-router-dom';
import { buttonClasses } from '@artshop/ui';

/** A product that is not there (or not to be seen): say so, and lead back to the shop. */
export function ProductNotFound() {
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
