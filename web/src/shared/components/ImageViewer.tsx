import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { ProductImage } from '@artshop/ui';
import { swipeStep, wrapIndex } from '../viewer';

/** One picture of the viewer. */
export interface ViewerSlide {
  src: string;
  alt: string;
  /** The dialog's title while this picture shows (the product's name, the gallery item's title). */
  title: string;
  /** Shown under the picture (a gallery item's year, medium, size and description). */
  details?: ReactNode;
}

/**
 * The storefront's one full-screen viewer, for the product page's pictures and the gallery's works:
 * an accessible dialog on an opaque backdrop (focus kept inside, Escape closes it
 * and gives focus back to what opened it); the left and right arrow keys, the buttons and a swipe on
 * a touch screen step through the pictures, wrapping around at both ends.
 */
export function ImageViewer({
  slides,
  index,
  onIndexChange,
  open,
  onOpenChange,
}: {
  slides: readonly ViewerSlide[];
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const several = slides.length > 1;
  const current = wrapIndex(index, slides.length);
  const slide = slides[current];
  const go = (step: number) => onIndexChange(wrapIndex(current + step, slides.length));
  // Where the finger (or pen, or mouse) went down: a swipe is judged from there when it comes up.
  const press = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  // What opened the viewer gets focus back when it closes (Radix gives it to a Dialog.Trigger, and the pages open it from their own buttons).
  const opener = useRef<HTMLElement | null>(null);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        {/* Opaque: the page behind does not show through and distract from the picture. */}
        <DialogPrimitive.Overlay className="sheet-overlay fixed inset-0 z-50 bg-black" data-testid="image-viewer-backdrop" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          data-testid="image-viewer"
          className="fixed inset-0 z-50 flex flex-col bg-black text-white outline-none"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
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
            <DialogPrimitive.Title className="min-w-0 truncate font-sans text-sm font-medium tracking-normal">
              <span data-testid="viewer-title">{slide?.title}</span>
              {several ? (
                <span className="ml-2 text-white/75" data-testid="viewer-position">
                  {current + 1} / {slides.length}
                </span>
              ) : null}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Close"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div
            className="relative flex min-h-0 flex-1 select-none items-center justify-center px-4 pb-4 sm:px-16"
            // Vertical panning and pinch-zoom stay the browser's; a sideways move reaches the handlers below as a swipe.
            style={{ touchAction: 'pan-y pinch-zoom' }}
            data-testid="viewer-stage"
            onPointerDown={(event) => {
              if (event.isPrimary) press.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
            }}
            onPointerUp={(event) => {
              const start = press.current;
              press.current = null;
              if (!several || !start || start.pointerId !== event.pointerId) return;
              const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
              if (step) go(step);
            }}
            onPointerCancel={() => {
              press.current = null;
            }}
          >
            {slide ? (
              <ProductImage
                key={slide.src}
                src={slide.src}
                alt={slide.alt}
                width={1200}
                height={1200}
                loading="eager"
                sizes="100vw"
                draggable={false}
                data-testid="viewer-image"
                className="max-h-full w-auto max-w-full object-contain"
              />
            ) : null}
            {several ? (
              <>
                <button
                  type="button"
                  aria-label="Previous image"
                  onClick={() => go(-1)}
                  className="absolute left-2 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 hover:bg-white/25 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white sm:left-4"
                >
                  <ChevronLeft className="size-6" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  aria-label="Next image"
                  onClick={() => go(1)}
                  className="absolute right-2 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 hover:bg-white/25 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white sm:right-4"
                >
                  <ChevronRight className="size-6" aria-hidden="true" />
                </button>
              </>
            ) : null}
          </div>
          {slide?.details ? (
            <div className="mx-auto w-full max-w-3xl px-4 pb-6 text-center text-sm text-white/85" data-testid="viewer-details">
              {slide.details}
            </div>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
