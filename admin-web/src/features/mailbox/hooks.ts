import { useQuery } from '@tanstack/react-query';
import { MESSAGING_ROUTES } from '@artshop/contracts';
import type { OutgoingMailEntry } from '@artshop/contracts';
import { api } from '../../shared/api';

const mailKeys = {
  all: [MESSAGING_ROUTES.listOutgoingMail.path] as const,
  one: (id: string) => [MESSAGING_ROUTES.listOutgoingMail.path, id] as const,
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
    queryFn: () => api.messaging.getOutgoingMail({ id: id! }),
    enabled: Boolean(id),
    placeholderData: listed,
    staleTime: 0,
  });
}
