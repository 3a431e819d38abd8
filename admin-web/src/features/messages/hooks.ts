import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { MESSAGING_ROUTES } from '@artshop/contracts';
import type { InboxMessage, InboxPage, MessageReplyInput } from '@artshop/contracts';
import { api } from '../../shared/api';
import { unreadCountKey } from '../../shared/unread-messages';
import type { InboxView } from './messages';

const messageKeys = {
  /** Prefix of both lists. */
  lists: [MESSAGING_ROUTES.listMessages.path] as const,
  /** Every search of one view. */
  view: (view: InboxView) => [MESSAGING_ROUTES.listMessages.path, view] as const,
  list: (view: InboxView, q: string) => [MESSAGING_ROUTES.listMessages.path, view, q] as const,
  replies: (id: string) => [MESSAGING_ROUTES.listMessageReplies.path, id] as const,
};

const PAGE_SIZE = 20;

/**
 * The inbox or the Archived view matching the search, newest first (the server's order), a page at a
 * time: `fetchNextPage` adds the next page below ('Load more'). The last list stays shown while a new search loads.
 */
export function useMessages(view: InboxView, q = '') {
  return useInfiniteQuery({
    queryKey: messageKeys.list(view, q),
    queryFn: ({ pageParam }) =>
      api.messaging.listMessages({ ...(view === 'archived' ? { archived: 'true' } : {}), ...(q ? { q } : {}), page: pageParam, pageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last: InboxPage) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

/** The replies sent to one message, oldest first. */
export function useMessageReplies(id: string) {
  return useQuery({ queryKey: messageKeys.replies(id), queryFn: () => api.messaging.listMessageReplies({ id }) });
}

type CachedLists = InfiniteData<InboxPage, number>;

/** Applies a change to every loaded page of a view's lists (each search); `total` follows removals. */
function editLists(queryClient: QueryClient, view: InboxView, edit: (messages: InboxMessage[]) => InboxMessage[]) {
  queryClient.setQueriesData<CachedLists>({ queryKey: messageKeys.view(view) }, (lists) => {
    if (!lists) return lists;
    const pages = lists.pages.map((page) => {
      const messages = edit(page.messages);
      return { ...page, messages };
    });
    const removed = lists.pages.reduce((sum, page, index) => sum + page.messages.length - pages[index]!.messages.length, 0);
    return { ...lists, pages: pages.map((page) => ({ ...page, total: page.total - removed })) };
  });
}

function replaceInLists(queryClient: QueryClient, updated: InboxMessage) {
  for (const view of ['inbox', 'archived'] as const) {
    editLists(queryClient, view, (list) => list.map((item) => (item.id === updated.id ? updated : item)));
  }
}

function removeFromList(queryClient: QueryClient, view: InboxView, id: string) {
  editLists(queryClient, view, (list) => list.filter((item) => item.id !== id));
}

/**
 * The inbox actions. Each one updates the cached lists from the server's answer (no refetch of
 * the list just read) and refreshes the unread count, which the dashboard shares.
 */
export function useMessageActions() {
  const queryClient = useQueryClient();
  const refreshCount = () => queryClient.invalidateQueries({ queryKey: unreadCountKey });

  const markRead = useMutation({
    mutationFn: (id: string) => api.messaging.markMessageRead({ id }),
    onSuccess: (updated) => {
      replaceInLists(queryClient, updated);
      void refreshCount();
    },
  });

  const archive = useMutation({
    mutationFn: (id: string) => api.messaging.archiveMessage({ id }),
    onSuccess: (updated) => {
      removeFromList(queryClient, 'inbox', updated.id);
      void queryClient.invalidateQueries({ queryKey: messageKeys.view('archived') });
      void refreshCount();
    },
  });

  const unarchive = useMutation({
    mutationFn: (id: string) => api.messaging.unarchiveMessage({ id }),
    onSuccess: (updated) => {
      removeFromList(queryClient, 'archived', updated.id);
      void queryClient.invalidateQueries({ queryKey: messageKeys.view('inbox') });
      void refreshCount();
    },
  });

  const remove = useMutation({
    mutationFn: async (id: string) => {
      await api.messaging.deleteMessage({ id });
      return id;
    },
    onSuccess: (id) => {
      removeFromList(queryClient, 'inbox', id);
      removeFromList(queryClient, 'archived', id);
      void refreshCount();
    },
  });

  const archiveRead = useMutation({
    mutationFn: () => api.messaging.archiveReadMessages(),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
      void refreshCount();
    },
  });

  const reply = useMutation({
    mutationFn: ({ id, input }: { id: string; input: MessageReplyInput }) => api.messaging.replyToMessage({ ...input, id }),
    onSuccess: (_mail, { id }) => {
      // The message now has repliedAt (and is read), and the reply joins its thread.
      void queryClient.invalidateQueries({ queryKey: messageKeys.replies(id) });
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
      void refreshCount();
    },
  });

  return { markRead, archive, unarchive, remove, archiveRead, reply };
}

export type MessageActions = ReturnType<typeof useMessageActions>;
