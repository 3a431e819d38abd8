import { usePaymentSetup } from '../hooks';

/**
 * Says on every page that no real money is taken while the shop runs on a test provider (the local
 * one, which takes test cards, or Stripe with a test key), so nobody mistakes a demo for a shop. It
 * is read with the page on the server and in the first paint, so it moves nothing when the app runs.
 */
export function TestModeBanner() {
  const { data } = usePaymentSetup();
  if (!data?.testMode) return null;
  return (
    // A landmark of its own, so that everything on the page is in one (a screen reader can find it, or skip it).
    <aside aria-label="Test mode" data-testid="test-mode-banner" className="bg-accent px-4 py-1.5 text-center text-sm font-medium text-accent-foreground">
      <p>Test mode: no real payments</p>
    </aside>
  );
}
