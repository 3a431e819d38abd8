import type { CheckoutCustomer, PaymentIntentAnswer } from '@artshop/contracts';
import { getFieldErrors, toast } from '@artshop/ui';
import { forgetSoldNotice, saveSoldNotice, savePayment } from './checkout';
import { SETUP_FAILED_TITLE, paymentSetupFailure, sessionStore } from './checkout-page';
import type { CustomerForm } from './components/ShippingForm';
import { useCreatePaymentIntent, useRefreshCart } from './hooks';

/**
 * 'Continue to Payment': the server writes the order and starts the payment. Started, the payment is
 * kept for the way back from 3-D Secure and `onStarted` runs; refused, each reason goes where it
 * belongs (under a field, the shipping choice, the message, a toast) and the cart is read again when
 * it may have changed.
 */
export function useStartPayment({
  form,
  setFormError,
  setMethodError,
  onCodeRefused,
  onStarted,
}: {
  form: CustomerForm;
  setFormError: (message: string | null) => void;
  setMethodError: (message: string | null) => void;
  /** The discount code was refused as the payment started (expired, used up meanwhile…): why, for its field. */
  onCodeRefused: (message: string) => void;
  onStarted: (payment: PaymentIntentAnswer, customer: CheckoutCustomer) => void;
}) {
  const refreshCart = useRefreshCart();
  return useCreatePaymentIntent({
    onMutate: () => {
      setFormError(null);
      setMethodError(null);
      forgetSoldNotice(sessionStore());
    },
    onSuccess: (payment, input) => {
      savePayment(sessionStore(), { payment, customer: input.customerInfo });
      onStarted(payment, input.customerInfo);
    },
    onError: (error) => {
      const codeRefusal = getFieldErrors(error).discountCode;
      if (codeRefusal) {
        onCodeRefused(codeRefusal);
        setFormError(codeRefusal);
        return;
      }
      const failure = paymentSetupFailure(error);
      switch (failure.kind) {
        case 'sold':
          setFormError(failure.message);
          saveSoldNotice(sessionStore(), failure.message);
          toast({ variant: 'destructive', title: failure.message, description: 'Your cart has been updated. Please review it and try again.' });
          void refreshCart();
          return;
        case 'fields':
          for (const [field, message] of failure.fields) form.setError(field, { type: 'server', message });
          setMethodError(failure.shippingMethod);
          if (failure.other) setFormError(failure.other);
          return;
        case 'refused':
          setMethodError(null);
          setFormError(failure.message);
          toast({ variant: 'destructive', title: SETUP_FAILED_TITLE, description: failure.message });
          if (failure.refreshCart) void refreshCart();
      }
    },
  });
}
