import { ArrowLeft, Images } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadError, Skeleton, buttonClasses, errorStatus } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { WallEditor } from './components/WallEditor';
import { useComposition, useRooms, useWallProducts } from './hooks';
import { readDraft, startingWall } from './wall';

/** This tab's storage, if the browser gives one (a private window may refuse it). */
function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function HowItWorks() {
  const steps = [
    ['Choose a room', 'Pick the room that looks most like yours. Each wall has its real width, so every artwork is drawn at its true size.'],
    ['Add artworks', 'Click an artwork in the library to hang it. Add as many as you like to try a gallery wall.'],
    ['Arrange', 'Drag artworks to move them (by mouse or finger), or select one and use the arrow keys. Size and Rotation adjust the selected one.'],
    ['Save and share', 'Sign in to save your wall, open it again later, and share a link that anyone can look at.'],
  ] as const;
  return (
    <section aria-labelledby="how-it-works" className="mt-16 rounded-lg border border-border bg-card p-6 sm:p-8" data-testid="art-wall-how-it-works">
      <h2 id="how-it-works" className="text-2xl font-semibold">
        How It Works
      </h2>
      <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(([title, text], index) => (
          <li key={title} className="space-y-2">
            <p className="flex items-center gap-2 font-semibold">
              <span aria-hidden="true" className="inline-flex size-7 items-center justify-center rounded-full bg-primary text-sm text-primary-foreground">
                {index + 1}
              </span>
              {title}
            </p>
            <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-sm">
        Not sure about a size, a frame or a commission for your space?{' '}
        <Link to="/contact" className="font-medium underline underline-offset-4" data-testid="art-wall-contact">
          Contact the artist
        </Link>
        .
      </p>
    </section>
  );
}

/**
 * The art wall simulator: artworks hung to scale on a room's wall, moved by
 * mouse, touch or keyboard, saved by a signed-in visitor and shared by a link that opens read-only.
 * ?composition={id} opens a saved composition: the owner's to edit, anyone else's to look at.
 */
export function ArtWallPage() {
  usePageTitle('Art Wall Simulator');
  const [searchParams] = useSearchParams();
  const compositionId = searchParams.get('composition');
  const rooms = useRooms();
  const composition = useComposition(compositionId);
  const compositionLoading = compositionId !== null && composition.isLoading;
  const storage = tabStorage();
  // The wall it opens on (the composition, or the one kept in this tab), and the works it holds, each read by itself.
  const start = useMemo(
    () => (compositionLoading ? null : startingWall(composition.data, readDraft(storage))),
    [compositionLoading, composition.data, storage],
  );
  const startIds = useMemo(() => start?.wall.artworks.map((artwork) => artwork.productId) ?? [], [start]);
  const startProducts = useWallProducts(startIds);

  const loading = rooms.isLoading || compositionLoading || startProducts.pending;
  const failed = rooms.error ?? startProducts.error ?? (composition.error && errorStatus(composition.error) !== 404 ? composition.error : null);
  const missing = compositionId !== null && errorStatus(composition.error) === 404;

  let body;
  if (loading) {
    body = (
      <div role="status" className="space-y-4">
        <span className="sr-only">Loading the art wall…</span>
        <Skeleton className="aspect-[16/10] w-full" />
      </div>
    );
  } else if (failed) {
    body = (
      <LoadError
        what="the art wall"
        error={failed}
        onRetry={() => {
          void rooms.refetch();
          void composition.refetch();
          startProducts.retry();
        }}
      />
    );
  } else if (missing) {
    body = (
      <div className="rounded-lg border border-dashed border-border py-16 text-center" data-testid="composition-not-found">
        <p className="text-lg font-medium">This wall is not shared, or no longer exists.</p>
        <Link to="/art-wall" className={buttonClasses({ className: 'mt-6' })}>
          Start your own wall
        </Link>
      </div>
    );
  } else if (!rooms.data?.length) {
    body = (
      <p className="rounded-lg border border-dashed border-border py-16 text-center text-muted-foreground">No rooms to show yet. Please come back soon.</p>
    );
  } else if (start) {
    body = (
      <WallEditor
        key={compositionId ?? 'draft'}
        rooms={rooms.data}
        initialWall={start.wall}
        initialName={start.name}
        composition={composition.data}
        storage={storage}
      />
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <h1 className="text-4xl font-semibold sm:text-5xl">Art Wall Simulator</h1>
          <p className="mt-3 text-lg text-muted-foreground">See how the artworks look on a wall like yours, at their real size.</p>
        </div>
        <nav aria-label="Art wall" className="flex flex-wrap gap-2">
          <Link to="/" className={buttonClasses({ variant: 'outline', size: 'sm' })} data-testid="art-wall-back">
            <ArrowLeft aria-hidden="true" />
            Back to Gallery
          </Link>
          <Link to="/gallery" className={buttonClasses({ variant: 'outline', size: 'sm' })} data-testid="art-wall-browse">
            <Images aria-hidden="true" />
            Browse Artworks
          </Link>
        </nav>
      </header>
      <div className="mt-8">{body}</div>
      <HowItWorks />
    </div>
  );
}
