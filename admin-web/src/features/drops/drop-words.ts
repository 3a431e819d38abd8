import type { Drop } from '@artshop/contracts';
import type { BadgeVariant } from '@artshop/ui';

/** What the list says of a drop: a draft, scheduled (members' early access open, or not yet), released. */
export function dropState(drop: Drop): { label: string; badge: BadgeVariant } {
  if (drop.status === 'draft') return { label: 'Draft', badge: 'secondary' };
  if (drop.open) return { label: 'Released', badge: 'success' };
  if (drop.openToMembers) return { label: 'Early access', badge: 'accent' };
  return { label: 'Scheduled', badge: 'info' };
}
