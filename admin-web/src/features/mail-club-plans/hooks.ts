import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailClubPlan, PlanInput, PlanUpdateAnswer } from '@artshop/contracts';
import { api } from '../../shared/api';
import { planKeys } from '../../shared/plans';

function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: planKeys.all });
}

/** Creates a plan, or saves one and, when asked, moves its members to its price (the answer says how that went). */
export function useSavePlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: ({
      id,
      input,
      moveMembers = false,
    }: {
      id: string | null;
      input: PlanInput;
      moveMembers?: boolean;
    }): Promise<MailClubPlan | PlanUpdateAnswer> => (id ? api.subscription.updatePlan({ ...input, id, moveMembers }) : api.subscription.createPlan(input)),
    onSuccess: () => void refresh(),
  });
}

/** Moves the members still on another price to the plan's price (after some could not be moved). */
export function useMoveMembers() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (planId: string) => api.subscription.updatePlan({ id: planId, moveMembers: true }),
    onSettled: () => void refresh(),
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
