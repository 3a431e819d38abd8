import { useMemo } from 'react';
import type { InboxMessage } from '@artshop/contracts';
import { useUnreadCount } from '../../shared/unread-messages';
import { useMessages } from './hooks';
import { readInInbox, type InboxView } from './messages';

/** One empty list for every render without data, so what is computed from it is not recomputed. */
const NO_MESSAGES: InboxMessage[] = [];

/**
 * What the messages screen reads: the view's list matching the search (its loaded pages as one list),
 * the open message among them, the unread count, and the whole inbox's count (no search), which with
 * the unread count tells whether any read message is left to archive.
 */
export function useInbox(view: InboxView, q: string, selectedId: string | null) {
  const messages = useMessages(view, q);
  const inbox = useMessages('inbox');
  const unread = useUnreadCount();

  const list = useMemo(() => messages.data?.pages.flatMap((page) => page.messages) ?? NO_MESSAGES, [messages.data]);
  const selected = useMemo(() => (selectedId ? list.find((message) => message.id === selectedId) : undefined), [list, selectedId]);

  const refresh = () => {
    void messages.refetch();
    void unread.refetch();
    if (view === 'archived' || q) void inbox.refetch();
  };

  return {
    messages,
    list,
    total: messages.data?.pages.at(-1)?.total ?? 0,
    selected,
    unreadCount: unread.data?.count ?? 0,
    unreadLoading: unread.isLoading,
    readInInbox: readInInbox(inbox.data?.pages.at(-1)?.total ?? 0, unread.data?.count),
    refreshing: messages.isFetching || unread.isFetching,
    refresh,
  };
}
