import { statement } from '@artshop/persistence';

/** One new item at a time takes the next place (held to the end of the transaction). */
export const LOCK_GALLERY_PLACES = statement({
  name: 'gallery.lock-places',
  text: `LOCK TABLE gallery_items IN SHARE ROW EXCLUSIVE MODE`,
});

/** The place after the last item's. */
export const NEXT_GALLERY_PLACE = statement({
  name: 'gallery.next-place',
  text: `SELECT COALESCE(MAX(sort_order) + 1, 0)::int AS next FROM gallery_items`,
  map: (row: { next: number }) => row.next,
});

/** Every item id in the new order becomes sortOrder 0, 1, 2… */
export const REORDER_GALLERY = statement({
  name: 'gallery.reorder',
  values: (order: { itemIds: readonly string[] }) => [order.itemIds],
  text: `UPDATE gallery_items SET sort_order = ordered.position - 1
           FROM unnest($1::uuid[]) WITH ORDINALITY AS ordered (id, position)
          WHERE gallery_items.id = ordered.id`,
});
