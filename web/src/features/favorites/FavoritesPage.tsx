import { Heart, LogIn } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FAVORITES_VIEW_SIGN_IN_MESSAGE } from '@artshop/contracts';
import { buttonClasses } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { loginPath } from '../../shared/auth';
import { ProductGrid } from '../../shared/components/ProductGrid';
import { useFavorites } from '../../shared/favorites';

/** /favorites: signed out, loading (6 skeletons), the count and the cards, or the empty state. */
export function FavoritesPage() {
  usePageTitle('My Favorites');
  const favorites = useFavorites();
  const count = favorites.data?.length ?? 0;

  if (!favorites.userLoading && !favorites.signedIn) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" data-testid="favorites-signed-out">
        <Heart className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-semibold">My Favorites</h1>
        <p className="mt-3 text-muted-foreground">{FAVORITES_VIEW_SIGN_IN_MESSAGE}</p>
        <Link to={loginPath('/favorites')} className={buttonClasses({ className: 'mt-8' })}>
          <LogIn aria-hidden="true" />
          Log In
        </Link>
      </div>
    );
  }

  const loading = favorites.userLoading || favorites.isLoading;
  if (!loading && !favorites.isError && count === 0) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" data-testid="favorites-empty">
        <Heart className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="sr-only">My Favorites</h1>
        <h2 className="mt-4 text-2xl font-semibold">No favorites yet</h2>
        <p className="mt-3 text-muted-foreground">Start browsing products and click the heart icon to add favorites</p>
        {/* Not /shop, which is not a route of the shop: /shop-all is. */}
        <Link to="/shop-all" className={buttonClasses({ className: 'mt-8' })}>
          Browse Products
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <header className="mb-8">
        <h1 className="text-3xl font-semibold sm:text-4xl">My Favorites</h1>
        <p className="mt-2 min-h-6 text-muted-foreground" data-testid="favorites-count">
          {loading || favorites.isError ? '' : `${count} ${count === 1 ? 'favorite' : 'favorites'}`}
        </p>
      </header>
      <ProductGrid
        products={favorites.data}
        isLoading={loading}
        error={favorites.error}
        onRetry={() => void favorites.refetch()}
        skeletonCount={6}
        withFavorite
      />
    </div>
  );
}
