import { ShieldCheck } from 'lucide-react';

/** The page's heading, the same whatever the cart holds: the server renders it before the cart is read. */
export function CheckoutHeading() {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-semibold sm:text-4xl">Checkout</h1>
      <p className="mt-3 flex items-start gap-2 text-sm leading-relaxed text-muted-foreground">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Secure checkout: card payments are encrypted and processed by our payment provider, and your card details never reach our servers.
      </p>
    </header>
  );
}
