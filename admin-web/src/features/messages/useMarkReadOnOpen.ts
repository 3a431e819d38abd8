import { useEffect, useRef } from 'react';
import type { InboxMessage } from '@artshop/contracts';
import type { MessageActions } from './hooks';

/** Opening an unread message marks it read, once (asked again only if that failed). */
export function useMarkReadOnOpen(selected: InboxMessage | undefined, markRead: MessageActions['markRead']) {
  const requestedRead = useRef(new Set<string>());
  useEffect(() => {
    if (!selected || selected.isRead || requestedRead.current.has(selected.id)) return;
    requestedRead.current.add(selected.id);
    markRead.mutate(selected.id, {
      onError: () => requestedRead.current.delete(selected.id),
    });
  }, [selected, markRead]);
}
