import { useHoldFooter } from '../page-loading';

/** What shows while a page's code or its switch is on its way; the footer waits meanwhile (page-loading.ts). */
export function PagePlaceholder() {
  useHoldFooter();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-sm text-muted-foreground">
      Loading…
    </div>
  );
}
