import { Heart } from 'lucide-react';
import { Button, cn } from '@artshop/ui';
import { useFavorites, useToggleFavorite } from '../favorites';

/** The heart: filled when the product is a favorite; signed out, a toast asks to log in; waits while the user loads. */
export function FavoriteButton({
  productId,
  productName,
  className,
  withLabel = false,
}: {
  productId: string;
  productName: string;
  className?: string;
  withLabel?: boolean;
}) {
  const { ids } = useFavorites();
  const { toggle, pendingId, userLoading } = useToggleFavorite();
  const favorite = ids.has(productId);
  // A toggle keeps one name; aria-pressed says whether it is on.
  const title = favorite ? `Remove ${productName} from favorites` : `Add ${productName} to favorites`;
  return (
    <Button
      variant="outline"
      size={withLabel ? 'md' : 'icon'}
      aria-pressed={favorite}
      aria-label={withLabel ? undefined : `Favorite ${productName}`}
      title={title}
      // Until the user is known, a click could only guess 'signed out' and wrongly ask to log in.
      disabled={userLoading || pendingId === productId}
      data-testid="favorite-toggle"
      className={cn('bg-background/90', className)}
      onClick={() => toggle(productId, favorite)}
    >
      <Heart className={cn(favorite && 'fill-accent text-accent')} aria-hidden="true" />
      {withLabel ? 'Favorite' : null}
    </Button>
  );
}
