import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from './cn';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, dismissToast, useToast, type ToastVariant } from './toast';

// The toasts' on-screen part (Radix Toast), apart from the store in toast.tsx, so that an app can
// load it only once there is something to show.

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-border bg-card text-card-foreground',
  success: 'border-success/40 bg-card text-card-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

/**
 * Where the toasts show. 'bottom-right' (the back office), raised clear of the editors' sticky save bar
 * (a toast over Save or Discard held the next click for its five seconds); 'top': centred at the top of the window, over
 * the sticky header, where a shop's pages keep no button a shopper needs next (Add to Cart, the shipping
 * options sit in the page, often at the bottom of a phone's screen right after the tap).
 */
export type ToastPlacement = 'bottom-right' | 'top';

const viewportClasses: Record<ToastPlacement, string> = {
  'bottom-right': 'bottom-20 right-0 sm:max-w-[420px]',
  top: 'top-0 left-1/2 -translate-x-1/2 sm:max-w-[420px]',
};

/** Renders the toasts; mount once near the root of each app. */
export function Toaster({ placement = 'bottom-right' }: { placement?: ToastPlacement }) {
  const { toasts: items } = useToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection={placement === 'top' ? 'up' : 'right'} swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          data-testid="toast"
          data-placement={placement}
          className={cn(
            'toast-root group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-10 shadow-lg',
            variantClasses[item.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            {item.title ? <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title> : null}
            {item.description ? <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description> : null}
          </div>
          {item.action ? (
            <ToastPrimitive.Action
              altText={item.action.altText}
              onClick={item.action.onClick}
              className="inline-flex h-8 shrink-0 items-center rounded-md border border-current/30 px-3 text-sm font-medium hover:bg-black/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {item.action.label}
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className={cn('fixed z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none', viewportClasses[placement])}
      />
    </ToastPrimitive.Provider>
  );
}
