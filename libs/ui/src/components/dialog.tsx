import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LoaderCircle, X } from 'lucide-react';
import { useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '../cn';
import { Button } from './button';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  className?: string;
  children?: ReactNode;
  /** 'alertdialog' for a question that interrupts (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus when the dialog opens (Radix focuses the first focusable one otherwise). */
  initialFocus?: RefObject<HTMLElement | null>;
  'data-testid'?: string;
}

/** A centred modal on Radix Dialog: focus trapped, Escape and overlay click close it, scrolling locked. */
export function Dialog({ open, onOpenChange, title, description, className, children, role = 'dialog', initialFocus, ...rest }: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="sheet-overlay fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          role={role}
          data-testid={rest['data-testid']}
          onOpenAutoFocus={(event) => {
            if (initialFocus?.current) {
              event.preventDefault();
              initialFocus.current.focus();
            }
          }}
          className={cn(
            'dialog-content fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl outline-none',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogPrimitive.Title className="pr-8 font-sans text-lg font-semibold tracking-normal">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</DialogPrimitive.Description>
          ) : null}
          {children}
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute right-3 top-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel?: string;
  cancelLabel?: string;
  pending?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  'data-testid'?: string;
}

/**
 * A yes/no question before an action that cannot be undone. Focus starts on Cancel, so a stray
 * Enter does not confirm; the dialog stays open while the action runs.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  pending = false,
  destructive = false,
  onConfirm,
  ...rest
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={title}
      description={description}
      role="alertdialog"
      initialFocus={cancelRef}
      data-testid={rest['data-testid']}
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={cancelRef} variant="outline" onClick={() => onOpenChange(false)} disabled={pending} data-testid="confirm-cancel">
          {cancelLabel}
        </Button>
        <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm} disabled={pending} aria-busy={pending} data-testid="confirm-action">
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
