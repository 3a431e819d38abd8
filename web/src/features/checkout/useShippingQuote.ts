import { useWatch } from 'react-hook-form';
import type { CartItem, ShippingMethod } from '@artshop/contracts';
import { useDebouncedValue } from '@artshop/ui';
import { shownMethod } from './checkout-page';
import type { CustomerForm } from './components/ShippingForm';
import { cartVersion, useCheckoutQuote } from './hooks';

/** How long the quote waits for the country and method to stop changing. */
const QUOTE_DEBOUNCE_MS = 400;

/**
 * The server's totals for the cart, the form's country and the chosen method, asked once they have
 * stopped changing (`settling` meanwhile), and the method shown as chosen.
 */
export function useShippingQuote({
  form,
  items,
  selectedMethod,
  discountCode,
  enabled,
}: {
  form: CustomerForm;
  items: CartItem[] | undefined;
  selectedMethod: ShippingMethod | undefined;
  /** The discount code applied (the server checks it again with each quote). */
  discountCode: string | null;
  enabled: boolean;
}) {
  const country = useWatch({ control: form.control, name: 'shippingAddress.country' }) ?? '';
  const settledCountry = useDebouncedValue(country.trim(), QUOTE_DEBOUNCE_MS);
  const settledMethod = useDebouncedValue(selectedMethod, QUOTE_DEBOUNCE_MS);
  const quote = useCheckoutQuote({ country: settledCountry, shippingMethod: settledMethod, cartVersion: cartVersion(items), discountCode, enabled });
  return {
    quote,
    /** The country the quotes are for now (a code is applied for it). */
    country: settledCountry,
    settling: settledCountry !== country.trim() || settledMethod !== selectedMethod,
    chosenMethod: shownMethod(selectedMethod, quote.data),
  };
}
