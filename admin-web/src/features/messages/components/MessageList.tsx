import { LoaderCircle, Mail } from 'lucide-react';
import type { InboxMessage } from '@artshop/contracts';
import { Button, LoadError } from '@artshop/ui';
import { useNow } from '../../../shared/useNow';
import type { useMessages } from '../hooks';
import { emptyListText, shownText, type InboxView } from '../messages';
import { useLoadMore } from '../useLoadMore';
import { ListSkeleton } from './ListSkeleton';
import { MessageRow } from './MessageRow';

/** The view's messages (loading, failed, empty, or the rows with 'Showing n of m' and Load more). */
export function MessageList({
  view,
  q,
  messages,
  list,
  total,
  selectedId,
  onOpen,
}: {
  view: InboxView;
  q: string;
  messages: ReturnType<typeof useMessages>;
  list: InboxMessage[];
  total: number;
  selectedId: string | undefined;
  onOpen: (message: InboxMessage) => void;
}) {
  const now = useNow();
  const { listRef, loadMore } = useLoadMore(list.length, messages.fetchNextPage);

  return (
    <div className="min-h-0 flex-1 overflow-y-auto" data-testid="message-list" ref={listRef} aria-busy={messages.isFetching}>
      {messages.isLoading ? (
        <ListSkeleton />
      ) : messages.error && list.length === 0 ? (
        <LoadError what="the messages" error={messages.error} onRetry={() => void messages.refetch()} />
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 p-10 text-center text-muted-foreground" data-testid="messages-empty">
          <Mail className="size-10" aria-hidden="true" />
          <p>{emptyListText(q, view)}</p>
        </div>
      ) : (
        <>
          <ul aria-label={view === 'archived' ? 'Archived messages' : 'Inbox'}>
            {list.map((message) => (
              <MessageRow key={message.id} message={message} now={now} selected={message.id === selectedId} onOpen={() => onOpen(message)} />
            ))}
          </ul>
          <div className="flex flex-col items-center gap-2 p-4 text-sm text-muted-foreground">
            <p role="status" data-testid="messages-shown">
              {shownText(list.length, total)}
            </p>
            {messages.hasNextPage ? (
              <Button variant="outline" size="sm" onClick={loadMore} disabled={messages.isFetchingNextPage} data-testid="messages-load-more">
                {messages.isFetchingNextPage ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
                Load more
              </Button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
