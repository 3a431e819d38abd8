import { useLayoutEffect, useSyncExternalStore } from 'react';

/*
 * While a page is still arriving (its code or the switch saying it is on), only the header and a
 * placeholder show: the footer waits for the page. Otherwise the footer would sit right under the
 * short placeholder, in view, and be pushed down when the page comes (Contact and Corporate Buyers
 * measured a layout shift of 0.25 to 0.54 that way); a footer that appears moves nothing.
 */
let placeholders = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by a placeholder standing in for a whole page: the footer is held back while it shows. */
export function useHoldFooter(): void {
  // Before the browser paints: the footer never shows under the placeholder, even for a frame.
  useLayoutEffect(() => {
    placeholders += 1;
    notify();
    return () => {
      placeholders -= 1;
      notify();
    };
  }, []);
}

/** Whether a page placeholder is showing. */
export function useFooterHeld(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => placeholders > 0,
    () => false,
  );
}
