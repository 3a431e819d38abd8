import { RotateCcw, Trash2 } from 'lucide-react';
import type { Dispatch } from 'react';
import { ART_WALL_ROTATION_LIMIT, ART_WALL_SIZE_MAX, ART_WALL_SIZE_MIN, artworkSizeOnWall, describeArtworkSize, type Product } from '@artshop/contracts';
import { Button } from '@artshop/ui';
import type { PlacedArtwork, WallAction } from '../wall';

export function sizeNote(product: Product, size = 1): string {
  const real = artworkSizeOnWall(product.dimensions);
  const described = describeArtworkSize(real, size);
  return real.known ? described : `${described}; its size is not given, so it is shown at a common canvas size`;
}

export function SelectedControls({ artwork, product, dispatch }: { artwork: PlacedArtwork; product: Product; dispatch: Dispatch<WallAction> }) {
  const sizePct = Math.round(artwork.size * 100);
  return (
    <section aria-labelledby="selected-artwork" className="space-y-4 rounded-lg border border-border bg-card p-4" data-testid="selected-artwork">
      <div>
        <h2 id="selected-artwork" className="font-sans text-base font-semibold tracking-normal">
          Selected: <span data-testid="selected-artwork-name">{product.name}</span>
        </h2>
        <p className="mt-1 text-sm text-muted-foreground" data-testid="selected-artwork-size">
          {sizeNote(product, artwork.size)}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <div className="flex justify-between text-sm">
            <label htmlFor="artwork-size" className="font-medium">
              Size
            </label>
            <output htmlFor="artwork-size" className="text-muted-foreground">
              {sizePct}%
            </output>
          </div>
          <input
            id="artwork-size"
            type="range"
            min={ART_WALL_SIZE_MIN * 100}
            max={ART_WALL_SIZE_MAX * 100}
            step={5}
            value={sizePct}
            aria-valuetext={`${sizePct}% of its real size`}
            onChange={(event) => dispatch({ type: 'size', key: artwork.key, size: Number(event.target.value) / 100 })}
            className="w-full accent-primary"
            data-testid="artwork-size-slider"
          />
        </div>
        <div className="space-y-2">
          <div className="flex justify-between text-sm">
            <label htmlFor="artwork-rotation" className="font-medium">
              Rotation
            </label>
            <output htmlFor="artwork-rotation" className="text-muted-foreground">
              {artwork.rotation}°
            </output>
          </div>
          <input
            id="artwork-rotation"
            type="range"
            min={-ART_WALL_ROTATION_LIMIT}
            max={ART_WALL_ROTATION_LIMIT}
            step={1}
            value={artwork.rotation}
            aria-valuetext={`${artwork.rotation} degrees`}
            onChange={(event) => dispatch({ type: 'rotation', key: artwork.key, rotation: Number(event.target.value) })}
            className="w-full accent-primary"
            data-testid="artwork-rotation-slider"
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => dispatch({ type: 'reset', key: artwork.key })} data-testid="artwork-reset">
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
        <Button variant="outline" size="sm" onClick={() => dispatch({ type: 'remove', key: artwork.key })} data-testid="artwork-remove">
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </section>
  );
}
