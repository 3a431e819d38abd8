import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AuthUser,
  LinkSentAnswer,
  LoginInput,
  PasswordResetInput,
  PasswordResetRequestInput,
  RegisterInput,
  RegistrationAnswer,
} from '@artshop/contracts';
import { api, queryKeys, type MutationCallbacks } from '@artshop/ui';

/**
 * A request that signs this browser in: the user it answers with is stored, and everything else is
 * read again, whose answer may depend on who is asking (the cart, favourites, the product list for
 * an admin); then the screen's onSuccess runs.
 */
function useSignIn<TVariables>(mutationFn: (variables: TVariables) => Promise<AuthUser>, callbacks: MutationCallbacks<AuthUser, TVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn,
    onSuccess: async (user, ...rest) => {
      queryClient.setQueryData(queryKeys.user, user);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.user[0] });
      await callbacks.onSuccess?.(user, ...rest);
    },
  });
}

/** POST /api/auth/login. */
export function useLogin(callbacks?: MutationCallbacks<AuthUser, LoginInput>) {
  return useSignIn((input: LoginInput) => api.identity.login(input), callbacks);
}

/** POST /api/auth/register/confirm with the mail's token: creates the account and signs this browser in. */
export function useConfirmRegistration(callbacks?: MutationCallbacks<AuthUser, string>) {
  return useSignIn((token: string) => api.identity.confirmRegistration({ token }), callbacks);
}

/** POST /api/auth/register: sends the link that finishes the account. */
export function useRegister(callbacks?: MutationCallbacks<RegistrationAnswer, RegisterInput>) {
  return useMutation({ ...callbacks, mutationFn: (input: RegisterInput) => api.identity.register(input) });
}

/** POST /api/auth/password/forgot: mails the address's owner a link that sets a new password. */
export function useForgotPassword(callbacks?: MutationCallbacks<LinkSentAnswer, PasswordResetRequestInput>) {
  return useMutation({ ...callbacks, mutationFn: (input: PasswordResetRequestInput) => api.identity.forgotPassword(input) });
}

/** POST /api/auth/password/reset with the mail's token: sets the new password and signs this browser in (the others are signed out). */
export function useResetPassword(callbacks?: MutationCallbacks<AuthUser, PasswordResetInput>) {
  return useSignIn((input: PasswordResetInput) => api.identity.resetPassword(input), callbacks);
}
