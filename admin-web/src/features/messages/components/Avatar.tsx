import { cn, initials } from '@artshop/ui';

/** The sender's initials in a circle (strong for an unread message). */
export function Avatar({ name, size = 'md', strong = false }: { name: string; size?: 'md' | 'lg'; strong?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full font-semibold',
        size === 'lg' ? 'size-12 text-base' : 'size-10 text-sm',
        strong ? 'bg-primary text-primary-foreground' : 'bg-secondary text-secondary-foreground',
      )}
    >
      {initials(name)}
    </span>
  );
}
