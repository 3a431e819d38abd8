import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_ROUTES, type DashboardStats } from '@artshop/contracts';

export const dashboardKeys = {
  stats: [DASHBOARD_ROUTES.dashboardStats.path] as const,
};

/** GET /api/dashboard/stats, read again each time the dashboard opens: its figures move with every sale and visit. */
export function useDashboardStats() {
  return useQuery<DashboardStats>({ queryKey: dashboardKeys.stats, refetchOnMount: 'always' });
}
