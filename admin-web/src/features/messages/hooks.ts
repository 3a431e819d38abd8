import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ArchivedCount, InboxMessage, MessageReplyInput, OutgoingMailEntry, UnreadCount } from '@artshop/contracts';
import { apiJson, apiRequest } from '@artshop/ui';

export type InboxView = 'inbox' | 'archived';

const messageKeys = {
  /** Prefix of both lists. */
  lists: ['/api/messages'] as const,
  list: (view: InboxView) => ['/api/messages', view] as const,
  unreadCount: ['/api/messages/unread-count'] as const,
};

/** The inbox or the Archived view, newest first (the server's order). */
export function useMessages(view: InboxView) {
  return useQuery<InboxMessage[]>({
    queryKey: messageKeys.list(view),
    queryFn: () => apiJson<InboxMessage[]>('GET', view === 'archived' ? '/api/messages?archived=true' : '/api/messages'),
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
    mutationFn: (id: string) => apiJson<InboxMessage>('PATCH', `/api/messages/${id}/read`),
    onSuccess: (updated) => {
      replaceInLists(queryClient, updated);
      void refreshCount();
    },
  });

  const archive = useMutation({
    mutationFn: (id: string) => apiJson<InboxMessage>('PATCH', `/api/messages/${id}/archive`),
    onSuccess: (updated) => {
      removeFromList(queryClient, 'inbox', updated.id);
      void queryClient.invalidateQueries({ queryKey: messageKeys.list('archived') });
      void refreshCount();
    },
  });

  const unarchive = useMutation({
    mutationFn: (id: string) => apiJson<InboxMessage>('PATCH', `/api/messages/${id}/unarchive`),
    onSuccess: (updated) => {
      removeFromList(queryClient, 'archived', updated.id);
      void queryClient.invalidateQueries({ queryKey: messageKeys.list('inbox') });
      void refreshCount();
    },
  });

  const remove = useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/messages/${id}`);
      return id;
    },
    onSuccess: (id) => {
      removeFromList(queryClient, 'inbox', id);
      removeFromList(queryClient, 'archived', id);
      void refreshCount();
    },
  });

  const archiveRead = useMutation({
    mutationFn: () => apiJson<ArchivedCount>('POST', '/api/messages/archive-read'),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
      void refreshCount();
    },
  });

  const reply = useMutation({
    mutationFn: ({ id, input }: { id: string; input: MessageReplyInput }) => apiJson<OutgoingMailEntry>('POST', `/api/messages/${id}/reply`, input),
    onSuccess: () => {
      // The message now has repliedAt (and is read).
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists });
      void refreshCount();
    },
  });

  return { markRead, archive, unarchive, remove, archiveRead, reply };
}
