import { instantIn, wallTimeIn, type Drop } from '@artshop/contracts';
import type { BadgeVariant } from '@artshop/ui';

/** What the list says of a drop: a draft, scheduled (members' early access open, or not yet), released. */
export function dropState(drop: Drop): { label: string; badge: BadgeVariant } {
  if (drop.status === 'draft') return { label: 'Draft', badge: 'secondary' };
  if (drop.open) return { label: 'Released', badge: 'success' };
  if (drop.openToMembers) return { label: 'Early access', badge: 'accent' };
  return { label: 'Scheduled', badge: 'info' };
}

/** An instant as a datetime-local input shows it, in the shop's time zone ('2026-12-05T18:00'), whatever the browser's. */
export function toZoneInput(iso: string, timeZone: string): string {
  return wallTimeIn(new Date(iso), timeZone);
}

/** A datetime-local value read in the shop's time zone, as the instant the server keeps; '' stays '' (the server says what is missing). */
export function fromZoneInput(value: string, timeZone: string): string {
  if (!value) return '';
  return instantIn(value, timeZone)?.toISOString() ?? value;
}
