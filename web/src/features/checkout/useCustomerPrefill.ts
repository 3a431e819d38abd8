import { useEffect } from 'react';
import type { AuthUser } from '@artshop/contracts';
import type { CustomerForm } from './components/ShippingForm';

/** A signed-in customer's name and e-mail fill the form, unless the buyer has typed something already. */
export function useCustomerPrefill(form: CustomerForm, user: Pick<AuthUser, 'name' | 'email'> | null | undefined) {
  useEffect(() => {
    if (!user) return;
    const { getValues, setValue, getFieldState } = form;
    if (!getValues('customerName') && !getFieldState('customerName').isDirty && user.name) setValue('customerName', user.name);
    if (!getValues('customerEmail') && !getFieldState('customerEmail').isDirty) setValue('customerEmail', user.email);
  }, [user, form]);
}
