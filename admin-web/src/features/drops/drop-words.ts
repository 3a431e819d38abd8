import type { Drop } from '@artshop/contracts';
import type { BadgeVariant } from '@artshop/ui';

/** What the list says of a drop: a draft, scheduled (members' early access open, or not yet), released. */
export function dropState(drop: Drop): { label: string; badge: BadgeVariant } {
  if (drop.status === 'draft') return { label: 'Draft', badge: 'secondary' };
  if (drop.open) return { label: 'Released', badge: 'success' };
  if (drop.openToMembers) return { label: 'Early access', badge: 'accent' };
  return { label: 'Scheduled', badge: 'info' };
}

/** The time zone the back office enters and shows release times in: the browser's. */
export const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An instant as a datetime-local input shows it, in the browser's time zone ('2026-12-05T18:00'). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value read in the browser's time zone, as the instant the server keeps; '' stays '' (the server says what is missing). */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
