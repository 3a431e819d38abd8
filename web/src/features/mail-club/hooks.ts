import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_STOREFRONT_ROUTES } from '@artshop/contracts';
import type {
  CallInputOf,
  LocalCheckoutOutcome,
  LocalCheckoutPage,
  LocalInvoiceOutcome,
  LocalInvoicePage,
  MailClubPlan,
  SubscriptionCancelAnswer,
  SubscriptionCheckoutAnswer,
  SubscriptionRpc,
  SubscriptionSessionAnswer,
  UserSubscription,
} from '@artshop/contracts';
import { useNavigate } from 'react-router-dom';
import { api, useCurrentUser, type MutationCallbacks } from '@artshop/ui';
import { redirectTarget } from './mail-club';

export const mailClubKeys = {
  plans: [SUBSCRIPTION_STOREFRONT_ROUTES.listPlans.path] as const,
  subscriptions: [SUBSCRIPTION_STOREFRONT_ROUTES.listOwnSubscriptions.path] as const,
  session: (sessionId: string) => ['/api/checkout/subscription', sessionId] as const,
  localCheckout: (sessionId: string) => ['/api/billing/local/checkout', sessionId] as const,
  localInvoice: (invoiceId: string) => ['/api/billing/local/invoices', invoiceId] as const,
};

/** GET /api/subscription-plans: the plans (the page keeps the active ones, by display order). */
export function usePlans() {
  return useQuery<MailClubPlan[]>({ queryKey: mailClubKeys.plans });
}

/** POST /api/checkout/subscription { planId }: the hosted checkout's address. */
export function useStartCheckout(callbacks?: MutationCallbacks<SubscriptionCheckoutAnswer, string>) {
  return useMutation({ ...callbacks, mutationFn: (planId: string) => api.subscription.startCheckout({ planId }) });
}

/**
 * GET /api/checkout/subscription/{sessionId}: the success page's check that the session is the
 * caller's and paid (404 otherwise). Asked once per visit; on success the subscriptions list is
 * read afresh, so the new membership shows at once.
 */
export function useVerifiedSession(sessionId: string | null) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  return useQuery<SubscriptionSessionAnswer>({
    queryKey: mailClubKeys.session(sessionId ?? ''),
    queryFn: async () => {
      const answer = await api.subscription.verifyCheckoutSession({ sessionId: sessionId! });
      await queryClient.invalidateQueries({ queryKey: mailClubKeys.subscriptions });
      return answer;
    },
    enabled: sessionId !== null && user !== null,
  });
}

/** GET /api/user-subscriptions: the signed-in customer's subscriptions, newest first (asked only when signed in). */
export function useOwnSubscriptions() {
  const { user } = useCurrentUser();
  return useQuery<UserSubscription[]>({ queryKey: mailClubKeys.subscriptions, enabled: user !== null });
}

/** A member's write that answers the subscription as it now is: the list shows it at once, then is read again. */
function useSubscriptionWrite<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  updated: (data: TData) => UserSubscription,
  callbacks: MutationCallbacks<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn,
    onSuccess: async (data, ...rest) => {
      const subscription = updated(data);
      queryClient.setQueryData<UserSubscription[]>(mailClubKeys.subscriptions, (list) =>
        list?.map((each) => (each.id === subscription.id ? subscription : each)),
      );
      await callbacks.onSuccess?.(data, ...rest);
    },
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: mailClubKeys.subscriptions });
      await callbacks.onSettled?.(...args);
    },
  });
}

/** POST /api/cancel-subscription/{id}: ends at the period end; cancelAt is read. */
export function useCancelSubscription(callbacks?: MutationCallbacks<SubscriptionCancelAnswer, string>) {
  return useSubscriptionWrite(
    (id: string) => api.subscription.cancelOwnSubscription({ id }),
    (answer) => answer.subscription,
    callbacks,
  );
}

/** POST /api/resume-subscription/{id}: undoes a cancel at period end before that date. */
export function useResumeSubscription(callbacks?: MutationCallbacks<UserSubscription, string>) {
  return useSubscriptionWrite(
    (id: string) => api.subscription.resumeOwnSubscription({ id }),
    (subscription) => subscription,
    callbacks,
  );
}

/** POST /api/billing-portal: Stripe's customer portal for the caller (card change, invoices). */
export function useOpenBillingPortal(callbacks?: MutationCallbacks<{ url: string }, void>) {
  return useMutation({ ...callbacks, mutationFn: () => api.subscription.openBillingPortal() });
}

// ── The local test provider's hosted pages ──────────────────────────────────────────────────────

/** Goes where a hosted page's answer says: inside the app when it is this shop's address, else the browser. */
export function useFollowRedirect() {
  const navigate = useNavigate();
  return (url: string) => {
    const target = redirectTarget(url, window.location.origin);
    if (target.kind === 'route') navigate(target.path);
    else window.location.assign(target.url);
  };
}

/** GET /api/billing/local/checkout/{sessionId}: what the hosted checkout page shows. */
export function useLocalCheckout(sessionId: string) {
  return useQuery<LocalCheckoutPage>({
    queryKey: mailClubKeys.localCheckout(sessionId),
    queryFn: () => api.subscription.describeLocalCheckout({ sessionId }),
    // Read afresh at each visit: coming back from the 3-D Secure page, the provider's last refusal is news.
    gcTime: 0,
  });
}

export type LocalCheckoutPayment = CallInputOf<typeof SubscriptionRpc.payLocalCheckout>;

/** POST /api/billing/local/checkout/{sessionId}/pay: the first month with a test card. */
export function usePayLocalCheckout(callbacks?: MutationCallbacks<LocalCheckoutOutcome, LocalCheckoutPayment>) {
  return useMutation({ ...callbacks, mutationFn: (input: LocalCheckoutPayment) => api.subscription.payLocalCheckout(input) });
}

/** POST /api/billing/local/checkout/{sessionId}/authenticate: the 3-D Secure page's answer. */
export function useAuthenticateLocalCheckout(
  callbacks?: MutationCallbacks<LocalCheckoutOutcome, CallInputOf<typeof SubscriptionRpc.authenticateLocalCheckout>>,
) {
  return useMutation({
    ...callbacks,
    mutationFn: (input: CallInputOf<typeof SubscriptionRpc.authenticateLocalCheckout>) => api.subscription.authenticateLocalCheckout(input),
  });
}

/** GET /api/billing/local/invoices/{invoiceId}: an open renewal invoice (or a paid one). */
export function useLocalInvoice(invoiceId: string) {
  return useQuery<LocalInvoicePage>({
    queryKey: mailClubKeys.localInvoice(invoiceId),
    queryFn: () => api.subscription.describeLocalInvoice({ invoiceId }),
    // Read afresh at each visit (the e-mail's link may be opened after it was paid).
    gcTime: 0,
  });
}

export type LocalInvoicePayment = CallInputOf<typeof SubscriptionRpc.payLocalInvoice>;

/** POST /api/billing/local/invoices/{invoiceId}/pay: pays a failed renewal with another card; the page then reads the invoice again. */
export function usePayLocalInvoice(callbacks?: MutationCallbacks<LocalInvoiceOutcome, LocalInvoicePayment>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (input: LocalInvoicePayment) => api.subscription.payLocalInvoice(input),
    onSettled: async (data, error, input, ...rest) => {
      await queryClient.invalidateQueries({ queryKey: mailClubKeys.localInvoice(input.invoiceId) });
      await callbacks?.onSettled?.(data, error, input, ...rest);
    },
  });
}
