import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, Expand, X } from 'lucide-react';
import { useState } from 'react';
import { ProductImage, cn } from '@artshop/ui';
import { wrapIndex } from '../../lib/products';

const MAIN_SIZES = '(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw';

function ImageViewer({
  images,
  name,
  index,
  onIndexChange,
  open,
  onOpenChange,
}: {
  images: readonly string[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const several = images.length > 1;
  const go = (step: number) => onIndexChange(wrapIndex(index + step, images.length));
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="sheet-overlay fixed inset-0 z-50 bg-black/90" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          data-testid="image-viewer"
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
          onKeyDown={(event) => {
            if (!several) return;
            if (event.key === 'ArrowLeft') {
              event.preventDefault();
              go(-1);
            } else if (event.key === 'ArrowRight') {
              event.preventDefault();
              go(1);
            }
          }}
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <DialogPrimitive.Title className="truncate font-sans text-sm font-medium tracking-normal">
              {name}
              {several ? (
                <span className="ml-2 text-white/75" data-testid="viewer-position">
                  {index + 1} / {images.length}
                </span>
              ) : null}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Close"
              className="inline-flex size-10 items-center justify-center rounded-md hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 pb-6 sm:px-16">
            <ProductImage
              key={images[index]}
              src={images[index]}
              alt={several ? `${name}, image ${index + 1} of ${images.length}` : name}
              width={1200}
              height={1200}
              loading="eager"
              sizes="100vw"
              data-testid="viewer-image"
              className="max-h-full w-auto max-w-full object-contain"
            />
            {several ? (
              <>
                <button
                  type="button"
                  aria-label="Previous image"
                  onClick={() => go(-1)}
                  className="absolute left-2 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 hover:bg-black/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white sm:left-4"
                >
                  <ChevronLeft className="size-6" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  aria-label="Next image"
                  onClick={() => go(1)}
                  className="absolute right-2 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 hover:bg-black/70 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white sm:right-4"
                >
                  <ChevronRight className="size-6" aria-hidden="true" />
                </button>
              </>
            ) : null}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * The product's pictures: the chosen one large (a button that opens the full-screen viewer) and a
 * row of thumbnails. The main image loads first, with high priority; thumbnails wait their turn.
 */
export function ImageGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const current = wrapIndex(index, images.length);
  const several = images.length > 1;

  return (
    <div className="space-y-3" data-testid="image-gallery">
      <div className="relative aspect-square overflow-hidden rounded-lg bg-muted">
        {images.length > 0 ? (
          <button
            type="button"
            onClick={() => setViewerOpen(true)}
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
              sizes={MAIN_SIZES}
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
      {images.length > 0 ? (
        <ImageViewer images={images} name={name} index={current} onIndexChange={setIndex} open={viewerOpen} onOpenChange={setViewerOpen} />
      ) : null}
    </div>
  );
}
