import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_ROUTES } from '@artshop/contracts';
import type { StudioEvent, StudioEventInput } from '@artshop/contracts';
import { api } from '../../shared/api';

export const eventKeys = {
  all: [CONTENT_ROUTES.listEvents.path] as const,
};

/** Every event, drafts included (the admin's view), soonest first. */
export function useEvents() {
  return useQuery<StudioEvent[]>({ queryKey: eventKeys.all });
}

function useRefreshEvents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eventKeys.all });
}

/** POST /api/events for a new event, PUT /api/events/{id} for an edit. */
export function useSaveEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: StudioEventInput }) =>
      id ? api.content.updateEvent({ ...input, id }) : api.content.createEvent(input),
    onSuccess: () => void refresh(),
  });
}

/** The list's publish switch: only isPublished is sent. */
export function useSetEventPublished() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: ({ event, isPublished }: { event: StudioEvent; isPublished: boolean }) => api.content.updateEvent({ id: event.id, isPublished }),
    onSettled: () => void refresh(),
  });
}

export function useDeleteEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (event: StudioEvent) => api.content.deleteEvent({ id: event.id }),
    onSettled: () => void refresh(),
  });
}
