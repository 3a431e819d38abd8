import { useQuery } from '@tanstack/react-query';
import { MESSAGING_ROUTES } from '@artshop/contracts';
import type { UnreadCount } from '@artshop/contracts';

export const unreadCountKey = [MESSAGING_ROUTES.countUnreadMessages.path] as const;

/** Unread messages still in the inbox (the dashboard card, the sidebar and the inbox badge). */
export function useUnreadCount() {
  return useQuery<UnreadCount>({ queryKey: unreadCountKey });
}
