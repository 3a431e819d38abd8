import { Eraser, RotateCcw, Save, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useReducer, useState, type Dispatch } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  ART_WALL_MAX_ARTWORKS,
  ART_WALL_ROTATION_LIMIT,
  ART_WALL_SIZE_MAX,
  ART_WALL_SIZE_MIN,
  artworkSizeOnWall,
  describeArtworkSize,
  type ArtWallComposition,
  type Product,
  type RoomBackground,
} from '@artshop/contracts';
import { Button, cn, useCurrentUser } from '@artshop/ui';
import { loginPath } from '../../../shared/auth';
import { roomOf, wallArtworks, wallReducer, writeDraft, type PlacedArtwork, type WallAction, type WallState } from '../wall';
import { useWallProducts } from '../hooks';
import { ArtworkLibrary } from './ArtworkLibrary';
import { MyCompositions } from './MyCompositions';
import { SaveDialog, SharePanel, SignInToSaveDialog } from './SaveDialog';
import { WallCanvas } from './WallCanvas';

function sizeNote(product: Product, size = 1): string {
  const real = artworkSizeOnWall(product.dimensions);
  const described = describeArtworkSize(real, size);
  return real.known ? described : `${described}; its size is not given, so it is shown at a common canvas size`;
}

function SelectedControls({ artwork, product, dispatch }: { artwork: PlacedArtwork; product: Product; dispatch: Dispatch<WallAction> }) {
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

function OnWallList({ wall, productsById, dispatch }: { wall: WallState; productsById: ReadonlyMap<string, Product>; dispatch?: Dispatch<WallAction> }) {
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

/**
 * The simulator itself, started from a wall. Every change is kept in this tab
 * (sessionStorage), so signing in to save, or a reload, loses nothing. A composition that is not the
 * visitor's own is shown read-only, with a way to start their own wall from it.
 */
export function WallEditor({
  rooms,
  initialWall,
  initialName,
  composition,
  storage,
}: {
  rooms: RoomBackground[];
  initialWall: WallState;
  initialName: string;
  composition: ArtWallComposition | undefined;
  storage: Storage | undefined;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useCurrentUser();
  const [wall, dispatch] = useReducer(wallReducer, initialWall);
  // The page has read the works the wall started with; one hung since comes from the library's page.
  const productsById = useWallProducts(useMemo(() => wall.artworks.map((artwork) => artwork.productId), [wall.artworks])).byId;
  const [name, setName] = useState(initialName);
  const [saving, setSaving] = useState(false);
  const readOnly = composition !== undefined && !composition.isOwn;
  const own = composition?.isOwn ? composition : undefined;
  const room = roomOf(rooms, wall.roomId)!;
  const selected = wall.artworks.find((artwork) => artwork.key === wall.selected);
  const selectedProduct = selected ? productsById.get(selected.productId) : undefined;
  const onWall = wall.artworks.filter((artwork) => productsById.has(artwork.productId));

  useEffect(() => {
    if (!readOnly) writeDraft(storage, { roomId: room.id, artworks: wallArtworks(wall), compositionId: own?.id ?? null, name });
  }, [readOnly, storage, room.id, wall, own?.id, name]);

  if (readOnly) {
    return (
      <div className="space-y-6">
        <div
          className="flex flex-col gap-3 rounded-lg border border-border bg-muted/50 p-4 sm:flex-row sm:items-center sm:justify-between"
          data-testid="shared-composition"
        >
          <p>
            <span className="font-semibold" data-testid="composition-name">
              {composition.name}
            </span>
            <span className="text-muted-foreground"> — a wall shared with you, in the {room.name}. View only.</span>
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              writeDraft(storage, { roomId: room.id, artworks: composition.artworks, compositionId: null, name: '' });
              void navigate('/art-wall');
            }}
            data-testid="copy-composition"
          >
            Start your own from this wall
          </Button>
        </div>
        <div className="grid gap-6 lg:grid-cols-[1fr_300px]">
          <WallCanvas room={room} artworks={wall.artworks} products={productsById} selected={null} readOnly />
          <OnWallList wall={wall} productsById={productsById} />
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-10">
      <div className="grid gap-6 lg:grid-cols-[1fr_300px]">
        <div className="min-w-0 space-y-4">
          {own ? (
            <p className="text-sm text-muted-foreground" data-testid="editing-composition">
              Editing your saved wall <span className="font-semibold text-foreground">{own.name}</span>.{' '}
              <Link
                to="/art-wall"
                className="underline underline-offset-4"
                onClick={() => writeDraft(storage, { roomId: room.id, artworks: [], compositionId: null, name: '' })}
              >
                Start a new wall
              </Link>
            </p>
          ) : null}
          <WallCanvas room={room} artworks={wall.artworks} products={productsById} selected={wall.selected} dispatch={dispatch} />
          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={() => setSaving(true)} disabled={onWall.length === 0} data-testid="art-wall-save">
              <Save aria-hidden="true" />
              {own ? 'Save changes' : 'Save'}
            </Button>
            <Button variant="outline" onClick={() => dispatch({ type: 'clear' })} disabled={wall.artworks.length === 0} data-testid="art-wall-clear">
              <Eraser aria-hidden="true" />
              Clear Wall
            </Button>
            {onWall.length === 0 ? <p className="text-sm text-muted-foreground">Add an artwork to save your wall.</p> : null}
          </div>
          {selected && selectedProduct ? (
            <SelectedControls artwork={selected} product={selectedProduct} dispatch={dispatch} />
          ) : (
            <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
              Select an artwork on the wall to change its size or rotation.
            </p>
          )}
          {own ? <SharePanel composition={own} /> : null}
        </div>
        <aside aria-label="Room and artworks" className="space-y-6">
          <div className="space-y-2">
            <label htmlFor="art-wall-room" className="block font-sans text-base font-semibold">
              Room
            </label>
            <select
              id="art-wall-room"
              value={room.id}
              onChange={(event) => dispatch({ type: 'room', roomId: event.target.value })}
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              data-testid="art-wall-room"
            >
              {rooms.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name} (wall {Math.round(option.wallWidthCm)} cm wide)
                </option>
              ))}
            </select>
          </div>
          <ArtworkLibrary full={wall.artworks.length >= ART_WALL_MAX_ARTWORKS} dispatch={dispatch} />
          <OnWallList wall={wall} productsById={productsById} dispatch={dispatch} />
        </aside>
      </div>
      {user ? <MyCompositions rooms={rooms} currentId={own?.id ?? null} /> : null}
      {user ? (
        <SaveDialog
          open={saving}
          onOpenChange={setSaving}
          composition={own}
          name={name}
          onNameChange={setName}
          input={{ roomBackgroundId: room.id, artworks: wallArtworks({ ...wall, artworks: onWall }) }}
          onSaved={(saved) => {
            setSaving(false);
            if (saved.id !== own?.id) void navigate(`/art-wall?composition=${saved.id}`, { replace: true });
          }}
        />
      ) : (
        <SignInToSaveDialog open={saving} onOpenChange={setSaving} loginHref={loginPath(location.pathname + location.search)} />
      )}
      <p className="sr-only" aria-live="polite">
        {selectedProduct ? `${selectedProduct.name} selected.` : ''}
      </p>
      {!user ? (
        <p className="text-sm text-muted-foreground">
          <Link to={loginPath(location.pathname + location.search)} className="underline underline-offset-4">
            Sign in
          </Link>{' '}
          to save your walls and share them.
        </p>
      ) : null}
    </div>
  );
}
