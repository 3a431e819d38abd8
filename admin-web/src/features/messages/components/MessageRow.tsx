import type { InboxMessage } from '@artshop/contracts';
import { Badge, cn } from '@artshop/ui';
import { previewText, subjectOf } from '../messages';
import { Avatar } from './Avatar';
import { RelativeTime } from './RelativeTime';

/** One message in the list: sender, time, subject and the start of the text; unread ones stand out. */
export function MessageRow({ message, selected, now, onOpen }: { message: InboxMessage; selected: boolean; now: number; onOpen: () => void }) {
  const unread = !message.isRead;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={selected ? 'true' : undefined}
        data-testid="message-row"
        data-message-id={message.id}
        data-unread={unread ? 'true' : 'false'}
        className={cn(
          'relative flex w-full items-start gap-3 border-b border-border px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
          selected && 'bg-muted',
          unread && !selected && 'bg-accent/5',
        )}
      >
        {unread ? <span aria-hidden="true" className="absolute left-1.5 top-1/2 size-2 -translate-y-1/2 rounded-full bg-accent" /> : null}
        <Avatar name={message.name} strong={unread} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate text-sm', unread ? 'font-semibold text-foreground' : 'font-medium')} data-testid="message-row-name">
              {unread ? <span className="sr-only">Unread: </span> : null}
              {message.name}
            </span>
            <RelativeTime value={message.createdAt} now={now} className="shrink-0 text-xs text-muted-foreground" />
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <span
              className={cn(
                'truncate text-sm',
                unread ? 'font-semibold text-foreground' : 'text-foreground',
                !message.subject && 'italic text-muted-foreground',
              )}
            >
              {subjectOf(message)}
            </span>
            {message.kind === 'corporate' ? (
              <Badge variant="accent" className="shrink-0 px-2 py-0 text-[10px]" data-testid="corporate-badge">
                Corporate
              </Badge>
            ) : null}
          </span>
          <span className="mt-0.5 block truncate text-sm text-muted-foreground" data-testid="message-preview">
            {previewText(message)}
          </span>
        </span>
      </button>
    </li>
  );
}
