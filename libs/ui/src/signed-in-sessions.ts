import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDENTITY_ROUTES, type SignedInSession } from '@artshop/contracts';
import { type MutationCallbacks } from './api';
import { api } from './api-client';
import { useCurrentUser } from './queries';

/** Where the account is signed in, in both apps' account pages. */
export const signedInSessionsKey = [IDENTITY_ROUTES.listSessions.path] as const;

/** GET /api/auth/sessions: the account's sessions, this browser's first. */
export function useSignedInSessions() {
  const { user } = useCurrentUser();
  return useQuery<SignedInSession[]>({ queryKey: signedInSessionsKey, enabled: user !== null });
}

/** A write that ends sessions (a password change too): the list is read again. */
export function useSessionsWrite<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  callbacks: MutationCallbacks<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: signedInSessionsKey });
      await callbacks.onSettled?.(...args);
    },
  });
}

/** DELETE /api/auth/sessions/{id}: that device is signed out. */
export function useEndSession(callbacks?: MutationCallbacks<null, string>) {
  return useSessionsWrite((id: string) => api.identity.endSession({ id }), callbacks);
}

/** POST /api/auth/sessions/sign-out-others: every device but this one is signed out. */
export function useSignOutOtherSessions(callbacks?: MutationCallbacks<null, void>) {
  return useSessionsWrite(() => api.identity.signOutOtherSessions({}), callbacks);
}
