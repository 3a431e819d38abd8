import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MESSAGING_ROUTES } from '@artshop/contracts';
import type { InboxMessage, MessageReplyInput, UnreadCount } from '@artshop/contracts';
import { api } from '../../shared/api';

export type InboxView = 'inbox' | 'archived';

const messageKeys = {
  /** Prefix of both lists. */
  lists: [MESSAGING_ROUTES.listMessages.path] as const,
  list: (view: InboxView) => [MESSAGING_ROUTES.listMessages.path, view] as const,
  unreadCount: [MESSAGING_ROUTES.countUnreadMessages.path] as const,
};

/** The inbox or the Archived view, newest first (the server's order). */
export function useMessages(view: InboxView) {
  return useQuery<InboxMessage[]>({
    queryKey: messageKeys.list(view),
    queryFn: () => api.messaging.listMessages(view === 'archived' ? { archived: 'true' } : {}),
  });
}

/** Unread messages still in the inbox (the dashboard card and the inbox badge). */
export function useUnreadCount() {
  return useQuery<UnreadCount>({ queryKey: messageKeys.unreadCount });
}

function replaceInLists(queryClient: QueryClient, updated: InboxMessage) {
  for (const view of ['inbox', 'archived'] as const) {
    queryClient.setQueryData<InboxMessage[]>(messageKeys.list(view), (list) => list?.map((item) => (item.id === updated.id ? updated : item)));
  }
}

function removeFromList(queryClient: QueryClient, view: InboxView, id: string) {
  queryClient.setQueryData<InboxMessage[]>(messageKeys.list(view), (list) => list?.filter((item) => item.id !== id));
}

/**
 * The inbox actions. Each one updates the cached lists from the server's answer (no refetch of
 * the list just read) and refreshes the unread count, which the dashboard shares.
 */
export function useMessageActions() {
  const queryClient = useQueryClient();
  const refreshCount = () => queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount });

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
      void queryClient.invalidateQueries({ queryKey: messageKeys.list('archived') });
      void refreshCount();
    },
  });

  const unarchive = useMutation({
    mutationFn: (id: string) => api.messaging.unarchiveMessage({ id }),
    onSuccess: (updated) => {
      removeFromList(queryClient, 'archived', updated.id);
      void queryClient.invalidateQueries({ queryKey: messageKeys.list('inbox') });
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
    onSuccess: () => {
      // The message now has repliedAt (and is read).
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
      void refreshCount();
    },
  });

  return { markRead, archive, unarchive, remove, archiveRead, reply };
}
