import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_ROUTES } from '@artshop/contracts';
import type { MailClubPlan, PlanInput } from '@artshop/contracts';
import { api } from '@artshop/ui';

export const planKeys = {
  all: [SUBSCRIPTION_ROUTES.listPlans.path] as const,
};

/** Every plan, inactive ones included (the admin's view), by display order. */
export function usePlans() {
  return useQuery<MailClubPlan[]>({ queryKey: planKeys.all });
}

function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: planKeys.all });
}

export function useSavePlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PlanInput }) =>
      id ? api.subscription.updatePlan({ ...input, id }) : api.subscription.createPlan(input),
    onSuccess: () => void refresh(),
  });
}

export function useDeletePlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (plan: MailClubPlan) => api.subscription.deletePlan({ id: plan.id }),
    onSettled: () => void refresh(),
  });
}

export function useFixPlansAtProvider() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: () => api.subscription.fixPlansAtProvider({}),
    onSettled: () => void refresh(),
  });
}
