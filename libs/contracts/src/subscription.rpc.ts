import { z } from 'zod';
import { answer, rpcContracts } from './rpc.js';
import { SUBSCRIPTION_ROUTES } from './subscription.routes.js';
import { planInputSchema, type FixProviderAnswer, type MailClubPlan, type PlanDeletedAnswer } from './subscription.js';

const planId = z.uuid({ error: 'Not a valid plan id' });

/** The Mail Club (subscription service). */
export const SubscriptionRpc = rpcContracts('subscription', SUBSCRIPTION_ROUTES, {
  /** Active plans for visitors; the admin also sees inactive ones. By display order. */
  listPlans: {
    input: z.object({}),
    output: answer<MailClubPlan[]>(),
  },
  /** A new plan, with its product and monthly price at the payment provider. */
  createPlan: {
    input: planInputSchema,
    output: answer<MailClubPlan>(),
  },
  /** The fields sent are laid over the stored plan, then checked whole by the service. */
  updatePlan: {
    input: z.looseObject({ id: planId }),
    output: answer<MailClubPlan>(),
  },
  /** Deleted, or made inactive when it has members (the answer says which). */
  deletePlan: {
    input: z.object({ id: planId }),
    output: answer<PlanDeletedAnswer>(),
  },
  /** Checks every plan's product and price at the provider and repairs what is missing or wrong. */
  fixPlansAtProvider: {
    input: z.object({}),
    output: answer<FixProviderAnswer>(),
  },
});
