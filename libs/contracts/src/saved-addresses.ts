import type { SavedAddress } from './account.js';

/* The address book as the account and checkout pages use it (the schemas are in account.ts). Free of zod. */

/** A customer keeps at most this many shipping addresses. */
export const MAX_SAVED_ADDRESSES = 10;

/** The address a saved one fills checkout's shipping form with. */
export function checkoutAddressOf(address: Pick<SavedAddress, 'street' | 'city' | 'state' | 'zipCode' | 'country'>) {
  return { street: address.street, city: address.city, state: address.state, zipCode: address.zipCode, country: address.country };
}
