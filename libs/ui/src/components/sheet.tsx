import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { cn } from '../cn';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible title; shown unless hideTitle. */
  title: string;
  hideTitle?: boolean;
  description?: string;
  side?: 'left' | 'right';
  /** Extra classes for the panel, e.g. 'w-72' or 'p-0'. */
  className?: string;
  /** The panel's width classes; replaces the default 'w-80 max-w-[85vw]' (e.g. 'w-full sm:max-w-lg'). */
  widthClassName?: string;
  children: ReactNode;
  /** A CSS selector inside the panel to focus when it opens (a form's first field); else Radix's default. */
  initialFocus?: string;
  'data-testid'?: string;
}

/**
 * A slide-out panel on Radix Dialog: closes on Escape and on overlay click, traps focus and locks
 * page scrolling while open. Used for the mobile menus now and for drawers later.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  hideTitle,
  description,
  side = 'left',
  className,
  widthClassName = 'w-80 max-w-[85vw]',
  children,
  initialFocus,
  'data-testid': testId,
}: SheetProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-testid="sheet-overlay" className="sheet-overlay fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          ref={contentRef}
          onOpenAutoFocus={(event) => {
            const target = initialFocus ? contentRef.current?.querySelector<HTMLElement>(initialFocus) : null;
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          className={cn(
            'sheet-content fixed inset-y-0 z-50 flex h-full flex-col overflow-y-auto bg-background text-foreground shadow-xl outline-none',
            widthClassName,
            side === 'left' ? 'left-0 border-r border-border' : 'right-0 border-l border-border',
            className,
          )}
          data-side={side}
          data-testid={testId}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-center justify-between gap-4 border-b border-border px-4 py-3">
            <DialogPrimitive.Title className={cn('text-base font-semibold', hideTitle && 'sr-only')}>{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="ml-auto inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          {description ? <DialogPrimitive.Description className="px-4 pt-3 text-sm text-muted-foreground">{description}</DialogPrimitive.Description> : null}
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
