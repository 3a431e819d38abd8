import { statement } from '@artshop/persistence';

/*
 * A deleted account's statements. `owner` is the account's cart and order key (`user:<id>`).
 */

/** The account's orders stay for the artist's books, with the buyer's name and address, but belong to no one. */
export const RELEASE_ORDERS = statement({
  name: 'account.release-orders',
  values: (account: { userId: string; owner: string }) => [account.userId, account.owner],
  text: `UPDATE orders SET user_id = NULL, owner_key = NULL, updated_at = now() WHERE user_id = $1 OR owner_key = $2`,
});

/** The account's cart. */
export const EMPTY_CART = statement({
  name: 'account.empty-cart',
  values: (account: { owner: string }) => [account.owner],
  text: `DELETE FROM cart_items WHERE owner_key = $1`,
});
