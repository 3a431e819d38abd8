import type { EntityManager } from 'typeorm';
import type { EventPayloads } from '@artshop/contracts';
import type { Outbox } from '@artshop/event-bus';

/**
 * product.changed for every product whose answer a category or tag change alters (its category
 * name, its tag list), so the gateway's cached catalog reads are cleared with the change.
 */
export async function recordProductsChanged(
  outbox: Outbox,
  manager: EntityManager,
  productIds: string[],
  change: EventPayloads['product.changed']['change'] = 'updated',
): Promise<void> {
  for (const productId of productIds) await outbox.record(manager, 'product.changed', { productId, change });
}
