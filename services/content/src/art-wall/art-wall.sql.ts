import { statement } from '@artshop/persistence';

/** A deleted account's art walls, shared links included. */
export const DELETE_USER_ART_WALLS = statement({
  name: 'art-wall.delete-of-user',
  values: (user: { userId: string }) => [user.userId],
  text: `DELETE FROM art_wall_simulations WHERE user_id = $1`,
});
