import { z } from 'zod';
import { answer, rpcContracts } from './rpc.js';
import type { MailClubPlan } from './subscription.js';

/** The Mail Club (subscription service). */
export const SubscriptionRpc = rpcContracts('subscription', {
  /** Active plans for visitors; the admin also sees inactive ones. By display order. */
  listPlans: {
    input: z.object({}),
    output: answer<MailClubPlan[]>(),
    route: { method: 'GET', path: '/api/subscription-plans', access: 'public' },
  },
});
