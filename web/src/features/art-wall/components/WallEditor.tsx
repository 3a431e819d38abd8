import { Eraser, Save } from 'lucide-react';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ART_WALL_MAX_ARTWORKS, type ArtWallComposition, type RoomBackground } from '@artshop/contracts';
import { Button, useCurrentUser } from '@artshop/ui';
import { loginPath } from '../../../shared/auth';
import { roomOf, wallArtworks, wallReducer, writeDraft, type WallState } from '../wall';
import { useWallProducts } from '../hooks';
import { ArtworkLibrary } from './ArtworkLibrary';
import { MyCompositions } from './MyCompositions';
import { OnWallList } from './OnWallList';
import { SaveDialog, SharePanel, SignInToSaveDialog } from './SaveDialog';
import { SelectedControls } from './SelectedControls';
import { WallCanvas } from './WallCanvas';
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
