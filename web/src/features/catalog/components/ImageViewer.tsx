import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { ProductImage } from '@artshop/ui';
import { wrapIndex } from '../products';

/**
 * The full-screen viewer (storefront §2, §4): an accessible dialog (focus kept inside, Escape
 * closes it and gives focus back), left and right arrow keys and buttons step through the
 * pictures, wrapping around at both ends.
 */
export function ImageViewer({
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
