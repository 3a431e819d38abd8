import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ACTIVITY_ROUTES, type ActivityPage, type ActivityRpc, type CallInputOf } from '@artshop/contracts';
import { api } from '../../shared/api';

export type ActivityFilters = CallInputOf<typeof ActivityRpc.listActivity>;

/** One page of the activity log, newest first (GET /api/activity); the last page stays shown while the next loads. */
export function useActivity(filters: ActivityFilters) {
  return useQuery<ActivityPage>({
    queryKey: [ACTIVITY_ROUTES.listActivity.path, filters] as const,
    queryFn: () => api.activity.listActivity(filters),
    placeholderData: keepPreviousData,
  });
}
