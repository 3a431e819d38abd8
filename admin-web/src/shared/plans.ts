import { useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_ROUTES } from '@artshop/contracts';
import type { MailClubPlan } from '@artshop/contracts';

export const planKeys = {
  all: [SUBSCRIPTION_ROUTES.listPlans.path] as const,
};

/** Every plan, inactive ones included (the admin's view), by display order. */
export function usePlans() {
  return useQuery<MailClubPlan[]>({ queryKey: planKeys.all });
}
