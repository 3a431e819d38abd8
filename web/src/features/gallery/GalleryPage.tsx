import { ArrowRight, Expand, Frame } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { GalleryItem } from '@artshop/contracts';
import { LoadError, ProductImage, Skeleton } from '@artshop/ui';
import { ImageViewer, type ViewerSlide } from '../../shared/components/ImageViewer';
import { usePageTitle } from '../../shared/title';
import { galleryItemDetails, visibleGallery } from './gallery';
import { useGallery } from './hooks';

const CARD_IMAGE_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 45vw, 100vw';

function slideOf(item: GalleryItem): ViewerSlide {
  const details = galleryItemDetails(item);
  return {
    src: item.imageUrl,
    alt: item.title,
    title: item.title,
    details:
      details || item.description ? (
        <>
          {details ? <p className="font-medium text-white">{details}</p> : null}
          {item.description ? <p className="mt-1 whitespace-pre-line">{item.description}</p> : null}
        </>
      ) : undefined,
  };
}

function GalleryCard({ item, position, onOpen }: { item: GalleryItem; position: number; onOpen: () => void }) {
  const details = galleryItemDetails(item);
  return (
    <li data-testid="gallery-card" data-item-id={item.id}>
      <button
        type="button"
        onClick={onOpen}
        className="group block w-full cursor-zoom-in text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        data-testid="gallery-open"
      >
        <span className="relative block overflow-hidden rounded-lg bg-muted">
          <ProductImage
            src={item.imageUrl}
            alt=""
            width={800}
            height={1000}
            sizes={CARD_IMAGE_SIZES}
            // The first row is on screen as the page opens: loaded at once, the first with high priority (the page's largest picture).
            priority={position === 0}
            loading={position < 3 ? 'eager' : 'lazy'}
            className="aspect-[4/5] w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
            data-testid="gallery-image"
          />
          <span className="absolute bottom-3 right-3 inline-flex items-center gap-1.5 rounded-md bg-background/90 px-2 py-1 text-xs font-medium text-foreground opacity-0 shadow-sm transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
            <Expand className="size-3.5" aria-hidden="true" />
            Full screen
          </span>
        </span>
        <span className="mt-3 block font-sans text-lg font-semibold tracking-normal" data-testid="gallery-title">
          {item.title}
        </span>
        {details ? (
          <span className="mt-0.5 block text-sm text-muted-foreground" data-testid="gallery-details">
            {details}
          </span>
        ) : null}
        <span className="sr-only">, view full screen</span>
      </button>
    </li>
  );
}

/** The link to the art wall simulator, where a visitor tries a work on a wall of their own. */
function ArtWallCard() {
  return (
    <Link
      to="/art-wall"
      className="group flex flex-col justify-between gap-4 rounded-lg border border-border bg-card p-6 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 sm:flex-row sm:items-center"
      data-testid="art-wall-card"
    >
      <span className="flex items-start gap-4">
        <Frame className="mt-1 size-6 shrink-0 text-accent" aria-hidden="true" />
        <span>
          <span className="block font-sans text-lg font-semibold tracking-normal">Art Wall Simulator</span>
          <span className="mt-1 block text-sm text-muted-foreground">See how a painting would look on a wall like yours, at its real size.</span>
        </span>
      </span>
      <span className="inline-flex items-center gap-1.5 text-sm font-medium">
        Try it
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
      </span>
    </Link>
  );
}

/** Gallery: the published works in the artist's order, each full screen in the viewer. */
export function GalleryPage() {
  usePageTitle('Gallery');
  const gallery = useGallery();
  const items = visibleGallery(gallery.data ?? []);
  const [viewer, setViewer] = useState<{ open: boolean; index: number }>({ open: false, index: 0 });

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-semibold sm:text-5xl">Gallery</h1>
        <p className="mt-4 text-lg text-muted-foreground">A selection of works from the studio. Open any of them to see it full screen.</p>
      </header>
      <div className="mt-10">
        {gallery.isLoading ? (
          <div role="status" className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">Loading the gallery…</span>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="aspect-[4/5] w-full" />
            ))}
          </div>
        ) : gallery.error ? (
          <LoadError what="the gallery" error={gallery.error} onRetry={() => void gallery.refetch()} />
        ) : items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border py-16 text-center text-muted-foreground" data-testid="no-gallery-items">
            No gallery items yet
          </p>
        ) : (
          <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3" aria-label="Works" data-testid="gallery-grid">
            {items.map((item, index) => (
              <GalleryCard key={item.id} item={item} position={index} onOpen={() => setViewer({ open: true, index })} />
            ))}
          </ul>
        )}
      </div>
      <div className="mt-14">
        <ArtWallCard />
      </div>
      <ImageViewer
        slides={items.map(slideOf)}
        index={viewer.index}
        onIndexChange={(index) => setViewer((current) => ({ ...current, index }))}
        open={viewer.open && items.length > 0}
        onOpenChange={(open) => setViewer((current) => ({ ...current, open }))}
      />
    </div>
  );
}
