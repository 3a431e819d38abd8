import type { Dispatch } from 'react';
import type { Product } from '@artshop/contracts';
import { cn } from '@artshop/ui';
import type { WallAction, WallState } from '../wall';
import { sizeNote } from './SelectedControls';

export function OnWallList({ wall, productsById, dispatch }: { wall: WallState; productsById: ReadonlyMap<string, Product>; dispatch?: Dispatch<WallAction> }) {
  const placed = wall.artworks.filter((artwork) => productsById.has(artwork.productId));
  const gone = wall.artworks.length - placed.length;
  return (
    <section aria-labelledby="on-wall" data-testid="on-wall">
      <h2 id="on-wall" className="font-sans text-base font-semibold tracking-normal">
        On Wall ({placed.length})
      </h2>
      {placed.length === 0 ? <p className="mt-2 text-sm text-muted-foreground">Nothing on the wall yet.</p> : null}
      <ul className="mt-2 space-y-1">
        {placed.map((artwork) => {
          const product = productsById.get(artwork.productId)!;
          const label = (
            <>
              <span className="block font-medium">{product.name}</span>
              <span className="block text-xs text-muted-foreground">{sizeNote(product, artwork.size)}</span>
            </>
          );
          return (
            <li key={artwork.key} data-testid="on-wall-item">
              {dispatch ? (
                <button
                  type="button"
                  aria-pressed={wall.selected === artwork.key}
                  onClick={() => dispatch({ type: 'select', key: artwork.key })}
                  className={cn(
                    'w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    wall.selected === artwork.key && 'bg-muted',
                  )}
                >
                  {label}
                </button>
              ) : (
                <div className="px-2 py-1.5 text-sm">{label}</div>
              )}
            </li>
          );
        })}
      </ul>
      {gone > 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          {gone === 1 ? 'One artwork of this wall is' : `${gone} artworks of this wall are`} no longer in the shop.
        </p>
      ) : null}
    </section>
  );
}
