import { statement } from '@artshop/persistence';

/** A deleted account's favourites. */
export const DELETE_USER_FAVORITES = statement({
  name: 'favorites.delete-of-user',
  values: (user: { userId: string }) => [user.userId],
  text: `DELETE FROM favorites WHERE user_id = $1`,
});
