import { useParams } from 'react-router-dom';
import { LoadError, errorStatus } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { BackToShop } from './components/BackToShop';
import { ProductDetails } from './components/ProductDetails';
import { ProductNotFound } from './components/ProductNotFound';
import { ProductSkeleton } from './components/ProductSkeleton';
import { useProduct } from '../../shared/product-reads';

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
