import { useQuery } from '@tanstack/react-query';
import { CONTENT_STOREFRONT_ROUTES, type StudioEvent } from '@artshop/contracts';

export const eventKeys = {
  all: [CONTENT_STOREFRONT_ROUTES.listEvents.path] as const,
};

/** GET /api/events: the published events, soonest first. */
export function useEvents() {
  return useQuery<StudioEvent[]>({ queryKey: eventKeys.all });
}
