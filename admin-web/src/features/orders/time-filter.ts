/** The Orders screen's time filter, computed in the artist's browser (their midnight, not the server's). */
export const TIME_FILTERS = [
  { value: 'all', label: 'All time' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This week' },
  { value: 'month', label: 'This month' },
] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number]['value'];

/**
 * The start of the period as an ISO date and time, or undefined for all time: today from local
 * midnight, this week the last 7 days, this month since the same date a month earlier (the last day
 * of a shorter month when that date does not exist, e.g. 31 March → 28 or 29 February).
 */
export function sinceOf(filter: TimeFilter, now: Date = new Date()): string | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'today') return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
  if (filter === 'week') return new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
  const lastDayOfPreviousMonth = new Date(now.getFullYear(), now.getMonth(), 0).getDate();
  const monthAgo = new Date(now);
  monthAgo.setDate(1);
  monthAgo.setMonth(now.getMonth() - 1);
  monthAgo.setDate(Math.min(now.getDate(), lastDayOfPreviousMonth));
  return monthAgo.toISOString();
}
