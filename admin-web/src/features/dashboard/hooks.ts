import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_ROUTES, type DashboardStats, type StuckEventView } from '@artshop/contracts';
import { api } from '../../shared/api';

export const dashboardKeys = {
  stats: [DASHBOARD_ROUTES.dashboardStats.path] as const,
  stuckEvents: [DASHBOARD_ROUTES.listStuckEvents.path] as const,
};

/** GET /api/dashboard/stats, read again each time the dashboard opens: its figures move with every sale and visit. */
export function useDashboardStats() {
  return useQuery<DashboardStats>({ queryKey: dashboardKeys.stats, refetchOnMount: 'always' });
}

/** Events a service keeps failing to handle; read again every minute while the dashboard is open (they are still retried). */
export function useStuckEvents() {
  return useQuery<StuckEventView[]>({ queryKey: dashboardKeys.stuckEvents, refetchOnMount: 'always', refetchInterval: 60_000 });
}

/** "Retry now": the answer is the list as it then is. */
export function useRetryStuckEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: Pick<StuckEventView, 'service' | 'eventId'>) => api.dashboard.retryStuckEvent(event),
    onSuccess: (list) => queryClient.setQueryData(dashboardKeys.stuckEvents, list),
    onError: () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.stuckEvents }),
  });
}
