import { statement } from '@artshop/persistence';

/**
 * Until the transaction ends, one writer of rooms at a time (reads go on): two rooms added together do
 * not take the same place.
 */
export const LOCK_ROOM_PLACES = statement({
  name: 'rooms.lock-places',
  text: `LOCK TABLE room_backgrounds IN SHARE ROW EXCLUSIVE MODE`,
});

/** The place after the last room (0 when there is none). */
export const NEXT_ROOM_PLACE = statement({
  name: 'rooms.next-place',
  text: `SELECT COALESCE(MAX(sort_order) + 1, 0)::int AS next FROM room_backgrounds`,
  map: (row: { next: number }) => row.next,
});

/** Every room given at its place (0, 1, 2…) in roomIds. */
export const REORDER_ROOMS = statement({
  name: 'rooms.reorder',
  values: (order: { roomIds: readonly string[] }) => [order.roomIds],
  text: `UPDATE room_backgrounds SET sort_order = ordered.position - 1
           FROM unnest($1::uuid[]) WITH ORDINALITY AS ordered (id, position)
          WHERE room_backgrounds.id = ordered.id`,
});
