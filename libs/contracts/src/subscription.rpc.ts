import { z } from 'zod';
import { answer, rpcContracts } from './rpc.js';
import { SUBSCRIPTION_ROUTES } from './subscription.routes.js';
import type { MailClubPlan } from './subscription.js';

/** The Mail Club (subscription service). */
export const SubscriptionRpc = rpcContracts('subscription', SUBSCRIPTION_ROUTES, {
  /** Active plans for visitors; the admin also sees inactive ones. By display order. */
  listPlans: {
    input: z.object({}),
    output: answer<MailClubPlan[]>(),
  },
});
