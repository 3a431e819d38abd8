import { Expand } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { IMAGE_SIZES } from '@artshop/contracts';
import { ProductImage, cn } from '@artshop/ui';
import { wrapIndex } from '../products';

// The viewer (a Radix dialog) loads when it is first opened, or when the pointer or focus reaches the picture.
const loadViewer = () => import('../../../shared/components/ImageViewer');
const ImageViewer = lazy(() => loadViewer().then((module) => ({ default: module.ImageViewer })));

/**
 * The product's pictures: the chosen one large (a button that opens the full-screen viewer) and a
 * row of thumbnails. The main image loads first, with high priority; thumbnails wait their turn.
 */
export function ImageGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const [viewerUsed, setViewerUsed] = useState(false);
  const current = wrapIndex(index, images.length);
  const several = images.length > 1;

  return (
    <div className="space-y-3" data-testid="image-gallery">
      <div className="relative aspect-square overflow-hidden rounded-lg bg-muted">
        {images.length > 0 ? (
          <button
            type="button"
            onPointerEnter={() => void loadViewer()}
            onFocus={() => void loadViewer()}
            onClick={() => {
              setViewerUsed(true);
              setViewerOpen(true);
            }}
            className="group block size-full cursor-zoom-in focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
            aria-label={`View ${name} full screen`}
            data-testid="open-viewer"
          >
            <ProductImage
              key={images[current]}
              src={images[current]}
              alt={several ? `${name}, image ${current + 1} of ${images.length}` : name}
              width={1200}
              height={1200}
              priority={current === 0}
              loading="eager"
              // The sizes the gateway preloads this picture with: the browser then fetches the very same file.
              sizes={IMAGE_SIZES.productMain}
              data-testid="main-image"
              className="size-full object-contain"
            />
            <span className="absolute bottom-3 right-3 inline-flex items-center gap-1.5 rounded-md bg-background/90 px-2.5 py-1.5 text-xs font-medium text-foreground shadow-sm">
              <Expand className="size-3.5" aria-hidden="true" />
              Full screen
            </span>
          </button>
        ) : (
          <ProductImage src={null} alt={name} width={1200} height={1200} className="size-full" />
        )}
      </div>
      {several ? (
        <ul className="grid grid-cols-5 gap-2 sm:grid-cols-6" aria-label="Images">
          {images.map((image, position) => (
            <li key={`${image}-${position}`}>
              <button
                type="button"
                aria-label={`Show image ${position + 1} of ${images.length}`}
                aria-current={position === current ? 'true' : undefined}
                data-testid="thumbnail"
                onClick={() => setIndex(position)}
                className={cn(
                  'block aspect-square w-full overflow-hidden rounded-md border-2 bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
                  position === current ? 'border-accent' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <ProductImage src={image} alt="" width={120} height={120} sizes="120px" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {viewerUsed ? (
        <Suspense fallback={null}>
          <ImageViewer
            slides={images.map((src, position) => ({ src, title: name, alt: several ? `${name}, image ${position + 1} of ${images.length}` : name }))}
            index={current}
            onIndexChange={setIndex}
            open={viewerOpen}
            onOpenChange={setViewerOpen}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
