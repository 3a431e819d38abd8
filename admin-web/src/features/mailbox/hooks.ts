import { useQuery } from '@tanstack/react-query';
import type { OutgoingMailEntry } from '@artshop/contracts';
import { apiJson } from '@artshop/ui';

const mailKeys = {
  all: ['/api/admin/outgoing-mail'] as const,
  one: (id: string) => ['/api/admin/outgoing-mail', id] as const,
};

/** The outgoing-mail log (GET /api/admin/outgoing-mail), newest first. */
export function useOutgoingMail() {
  return useQuery<OutgoingMailEntry[]>({ queryKey: mailKeys.all });
}

/**
 * One mail, read afresh each time it is opened (its status may have moved on since the list was
 * read); the list's copy shows meanwhile.
 */
export function useOutgoingMailEntry(id: string | null, listed: OutgoingMailEntry | undefined) {
  return useQuery<OutgoingMailEntry>({
    queryKey: mailKeys.one(id ?? ''),
    queryFn: () => apiJson<OutgoingMailEntry>('GET', `/api/admin/outgoing-mail/${id}`),
    enabled: Boolean(id),
    placeholderData: listed,
    staleTime: 0,
  });
}
