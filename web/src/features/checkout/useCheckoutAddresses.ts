import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { checkoutAddressOf, type CheckoutCustomer, type SavedAddress } from '@artshop/contracts';
import { getErrorMessage, toast } from '@artshop/ui';
import { useAddAddress, useAddresses } from '../../shared/addresses';
import { holdsAddress } from './checkout-page';
import type { CustomerForm, SavedAddressOptions } from './components/ShippingForm';

/**
 * A signed-in customer's address book at checkout: the default address fills the form once (unless
 * the buyer came back to the payment step, or has typed an address already), picking another fills
 * it, and 'save this address' adds the one paid with (when it is not already there).
 */
export function useCheckoutAddresses({ form, signedIn, enabled, resumed }: { form: CustomerForm; signedIn: boolean; enabled: boolean; resumed: boolean }) {
  const addresses = useAddresses(enabled);
  const savedAddresses = addresses.data ?? [];
  const [save, setSave] = useState(false);
  const preselected = useRef(false);

  const fillWith = (address: SavedAddress) => {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('customerName', address.recipientName, options);
    form.setValue('shippingAddress', checkoutAddressOf(address), options);
  };
  useEffect(() => {
    if (preselected.current || !addresses.data) return;
    preselected.current = true;
    const preferred = addresses.data.find((address) => address.isDefault);
    if (preferred && !resumed && !form.getFieldState('shippingAddress').isDirty) fillWith(preferred);
    // fillWith only uses the form, which is stable; this runs once, when the addresses arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addresses.data]);

  const [shownName, shownAddress] = useWatch({ control: form.control, name: ['customerName', 'shippingAddress'] });
  const held = savedAddresses.find((address) => holdsAddress({ customerName: shownName, shippingAddress: shownAddress }, address));
  const addAddress = useAddAddress({
    onSuccess: () => toast({ title: 'Address saved to your account' }),
    onError: (error) => toast({ variant: 'destructive', title: 'The address was not saved', description: getErrorMessage(error) }),
  });

  /** Once the payment has started: the address goes to the book when the buyer asked and it is a new one. */
  const keepPaidAddress = ({ customerName, shippingAddress }: CheckoutCustomer) => {
    if (signedIn && save && !held) addAddress.mutate({ label: '', recipientName: customerName, phone: '', ...shippingAddress });
  };

  const options: SavedAddressOptions | undefined = signedIn
    ? {
        addresses: savedAddresses,
        selected: held?.id ?? '',
        onPick: (id) => {
          const address = savedAddresses.find((candidate) => candidate.id === id);
          if (address) fillWith(address);
        },
        save,
        onSaveChange: setSave,
      }
    : undefined;

  return { options, keepPaidAddress };
}
