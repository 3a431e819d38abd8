import { formatDateTime, formatRelativeTime } from '@artshop/ui';

/** '5 minutes ago', with the date and time in its title. */
export function RelativeTime({ value, now, className }: { value: string; now: number; className?: string }) {
  return (
    <time dateTime={value} title={formatDateTime(value)} className={className}>
      {formatRelativeTime(value, now)}
    </time>
  );
}
