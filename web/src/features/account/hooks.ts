import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CART_ORDER_STOREFRONT_ROUTES } from '@artshop/contracts';
import type {
  AccountDeleteInput,
  AuthUser,
  EmailChangeConfirmed,
  EmailChangeInput,
  LinkSentAnswer,
  OrderView,
  PasswordChangeInput,
  ProfileUpdateInput,
} from '@artshop/contracts';
import { api, queryKeys, useCurrentUser, useSessionsWrite, type MutationCallbacks } from '@artshop/ui';

export const accountKeys = {
  orders: [CART_ORDER_STOREFRONT_ROUTES.listOwnOrders.path] as const,
  order: (orderId: string) => [CART_ORDER_STOREFRONT_ROUTES.listOwnOrders.path, orderId] as const,
};

/** The signed-in customer's paid orders, newest first (asked only when signed in). */
export function useOwnOrders() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const query = useQuery<OrderView[]>({ queryKey: accountKeys.orders, enabled: user !== null });
  return { ...query, signedIn: user !== null, userLoading };
}

/** One of their orders: GET /api/account/orders/{id} (404 for another's or an unknown one). */
export function useOwnOrder(orderId: string) {
  const { user, isLoading: userLoading } = useCurrentUser();
  const query = useQuery<OrderView>({
    queryKey: accountKeys.order(orderId),
    queryFn: () => api.cart.getOwnOrder({ orderId }),
    enabled: user !== null,
  });
  return { ...query, signedIn: user !== null, userLoading };
}

/** A write that answers the user as it now is: stored as the current user. */
function useUserWrite<TVariables>(mutationFn: (variables: TVariables) => Promise<AuthUser>, callbacks: MutationCallbacks<AuthUser, TVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn,
    onSuccess: async (user, ...rest) => {
      queryClient.setQueryData(queryKeys.user, user);
      await callbacks.onSuccess?.(user, ...rest);
    },
  });
}

/** PATCH /api/auth/user: first and last name. */
export function useUpdateProfile(callbacks?: MutationCallbacks<AuthUser, ProfileUpdateInput>) {
  return useUserWrite((input: ProfileUpdateInput) => api.identity.updateProfile(input), callbacks);
}

/** POST /api/auth/email: a new address, with the current password; it changes once the link mailed to it is opened. */
export function useChangeEmail(callbacks?: MutationCallbacks<LinkSentAnswer, EmailChangeInput>) {
  return useMutation({ ...callbacks, mutationFn: (input: EmailChangeInput) => api.identity.changeEmail(input) });
}

/** POST /api/auth/email/confirm with the mail's token: the account takes the new address; who is signed in is read again. */
export function useConfirmEmailChange(callbacks: MutationCallbacks<EmailChangeConfirmed, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (token: string) => api.identity.confirmEmailChange({ token }),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.user });
      await callbacks.onSuccess?.(...args);
    },
  });
}

/** POST /api/auth/password: the other devices are signed out, this one stays. */
export function useChangePassword(callbacks?: MutationCallbacks<null, PasswordChangeInput>) {
  return useSessionsWrite((input: PasswordChangeInput) => api.identity.changePassword(input), callbacks);
}

/** POST /api/account/delete: afterwards nobody is signed in here, and everything is read afresh. */
export function useDeleteAccount(callbacks?: MutationCallbacks<null, AccountDeleteInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (input: AccountDeleteInput) => api.identity.deleteAccount(input),
    onSuccess: async (...args) => {
      queryClient.setQueryData(queryKeys.user, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.user[0] });
      await callbacks?.onSuccess?.(...args);
    },
  });
}
