import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDENTITY_ROUTES } from '@artshop/contracts';
import type { CallInputOf, IdentityRpc, SavedAddress } from '@artshop/contracts';
import { api, useCurrentUser, type MutationCallbacks } from '@artshop/ui';

// The address book: kept on the account page, offered at checkout.
const addressKeys = [IDENTITY_ROUTES.listAddresses.path] as const;

/** The customer's saved shipping addresses, the default first. */
export function useAddresses(enabled = true) {
  const { user } = useCurrentUser();
  return useQuery<SavedAddress[]>({ queryKey: addressKeys, enabled: enabled && user !== null });
}

function useAddressWrite<TVariables>(mutationFn: (variables: TVariables) => Promise<unknown>, callbacks: MutationCallbacks<unknown, TVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: addressKeys });
      await callbacks.onSettled?.(...args);
    },
  });
}

/** An address as the form sends it (the server trims it and fills the label). */
export type AddressInput = CallInputOf<typeof IdentityRpc.addAddress>;
export type AddressUpdate = CallInputOf<typeof IdentityRpc.updateAddress>;

export function useAddAddress(callbacks?: MutationCallbacks<unknown, AddressInput>) {
  return useAddressWrite((input: AddressInput) => api.identity.addAddress(input), callbacks);
}

export function useUpdateAddress(callbacks?: MutationCallbacks<unknown, AddressUpdate>) {
  return useAddressWrite((input: AddressUpdate) => api.identity.updateAddress(input), callbacks);
}

export function useDeleteAddress(callbacks?: MutationCallbacks<unknown, string>) {
  return useAddressWrite((id: string) => api.identity.deleteAddress({ id }), callbacks);
}
