import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@artshop/ui';

/*
 * Every editor of the back office asks before its unsaved changes are lost: another screen chosen
 * (the router waits for the answer), the tab closed or reloaded (the browser's own question), or the
 * form's drawer or dialog closed (useDiscardGuard).
 */

const STAY = 'Stay';
const DESCRIPTION = 'You have unsaved changes. If you leave now, they will be lost.';

/** While `dirty`, leaving for another screen asks first (Stay keeps the form as it is), and so does closing the tab. */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set; the text itself is the browser's own.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description={DESCRIPTION}
      cancelLabel={STAY}
      confirmLabel="Leave"
      destructive
      onConfirm={() => blocker.proceed?.()}
      data-testid="unsaved-changes-dialog"
    />
  );
}

/**
 * For a form in a drawer or dialog: `confirmDiscard(close)` closes at once when nothing changed, and
 * otherwise asks first. Render `dialog` next to the form.
 */
export function useDiscardGuard(dirty: boolean): { confirmDiscard: (discard: () => void) => void; dialog: ReactNode } {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const confirmDiscard = useCallback(
    (discard: () => void) => {
      if (dirty) setPending(() => discard);
      else discard();
    },
    [dirty],
  );
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title="Discard your changes?"
      description={DESCRIPTION}
      cancelLabel={STAY}
      confirmLabel="Discard"
      destructive
      onConfirm={() => {
        const discard = pending;
        setPending(null);
        discard?.();
      }}
      data-testid="discard-changes-dialog"
    />
  );
  return { confirmDiscard, dialog };
}
