import { useEffect, useState } from 'react';
import { forgetSoldNotice } from './checkout';
import { sessionStore } from './checkout-page';

/** The checkout's message (on the shipping form, or above the emptied cart), scrolled to when it changes. */
export const CHECKOUT_ERROR_ID = 'checkout-error';

/**
 * The checkout's message. The notice of an item just sold lasts while the buyer stays on this page,
 * reloads included. A new message is brought into view, and again once the cart it waits for is read
 * (emptied, perhaps): the buyer was at the bottom of the form, or has just reloaded.
 */
export function useCheckoutMessage(initial: string | null, cart: { emptied: boolean; pending: boolean }) {
  const [message, setMessage] = useState<string | null>(initial);
  useEffect(() => () => forgetSoldNotice(sessionStore()), []);
  useEffect(() => {
    if (message) document.getElementById(CHECKOUT_ERROR_ID)?.scrollIntoView({ block: 'center' });
  }, [message, cart.emptied, cart.pending]);
  return [message, setMessage] as const;
}
