import { Archive, RefreshCw } from 'lucide-react';
import { Badge, Button } from '@artshop/ui';
import type { InboxView } from '../messages';

/** The title with the unread count, Refresh, and in the inbox Archive All Read. */
export function MessagesHeader({
  view,
  unreadCount,
  unreadLoading,
  readInInbox,
  refreshing,
  archivingRead,
  onRefresh,
  onArchiveAllRead,
}: {
  view: InboxView;
  unreadCount: number;
  unreadLoading: boolean;
  readInInbox: number;
  refreshing: boolean;
  archivingRead: boolean;
  onRefresh: () => void;
  onArchiveAllRead: () => void;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="flex items-center gap-3 text-3xl font-semibold">
          Messages
          <Badge variant={unreadCount ? 'accent' : 'secondary'} className="font-sans" data-testid="unread-badge" data-count={unreadCount}>
            {unreadLoading ? '…' : `${unreadCount} unread`}
          </Badge>
        </h1>
        <p className="mt-2 text-muted-foreground">Contact form messages and corporate inquiries, newest first.</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onRefresh} disabled={refreshing} data-testid="messages-refresh">
          <RefreshCw className={refreshing ? 'animate-spin motion-reduce:animate-none' : undefined} aria-hidden="true" />
          Refresh
        </Button>
        {view === 'inbox' ? (
          <Button
            variant="outline"
            size="sm"
            onClick={onArchiveAllRead}
            disabled={readInInbox === 0 || archivingRead}
            title={readInInbox === 0 ? 'No read messages to archive' : undefined}
            data-testid="archive-all-read"
          >
            <Archive aria-hidden="true" />
            Archive All Read
          </Button>
        ) : null}
      </div>
    </div>
  );
}
