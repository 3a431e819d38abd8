import {
  DOMESTIC_COUNTRY,
  type CartItem,
  type CheckoutCustomer,
  type CheckoutQuote,
  type PaymentIntentAnswer,
  type SavedAddress,
  type ShippingMethod,
} from '@artshop/contracts';
import { errorStatus, getErrorMessage, getFieldErrors } from '@artshop/ui';
import { unbuyableMessage } from '../../shared/cart/cart';
import { cartChanged, customerErrors, isPaymentReturnState, readSavedPayment, readSoldNotice, type CustomerField } from './checkout';
import type { CustomerFormValues } from './components/ShippingForm';

/*
 * The checkout page's rules: which step it opens on, what stops the order, which shipping method is
 * shown as chosen, and where a refused payment's reasons go.
 */

export const SETUP_FAILED_TITLE = 'Payment Setup Failed';
export const SETUP_FAILED_TEXT = 'Unable to setup payment. Please try again.';

export const EMPTY_CUSTOMER: CustomerFormValues = {
  customerName: '',
  customerEmail: '',
  shippingAddress: { street: '', city: '', state: '', zipCode: '', country: DOMESTIC_COUNTRY },
};

export type Step = { kind: 'info' } | { kind: 'payment'; payment: PaymentIntentAnswer; customer: CheckoutCustomer; error: string | null };

/** This tab's session storage, where the browser has one and allows it. */
export function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The step to open with: the payment step again when the 3-D Secure page sent the buyer back with a
 * message; else the shipping step, with the notice of an item just sold when this tab has one.
 */
export function initialStep(
  state: unknown,
  storage: Pick<Storage, 'getItem'> | undefined,
): { step: Step; error: string | null; customer: CheckoutCustomer | null } {
  if (!isPaymentReturnState(state)) return { step: { kind: 'info' }, error: readSoldNotice(storage), customer: null };
  const saved = readSavedPayment(storage, state.paymentIntentId);
  if (!saved) return { step: { kind: 'info' }, error: state.paymentError, customer: null };
  return { step: { kind: 'payment', payment: saved.payment, customer: saved.customer, error: state.paymentError }, error: null, customer: saved.customer };
}

/** Whether the form holds exactly this saved address (and its recipient), case and spaces aside. */
export function holdsAddress(values: Pick<CustomerFormValues, 'customerName' | 'shippingAddress'>, address: SavedAddress): boolean {
  const shown = values.shippingAddress;
  const same = (a: string | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();
  return (
    same(values.customerName, address.recipientName) &&
    same(shown?.street, address.street) &&
    same(shown?.city, address.city) &&
    same(shown?.state, address.state) &&
    same(shown?.zipCode, address.zipCode) &&
    same(shown?.country, address.country)
  );
}

/**
 * Lines that cannot be bought now stay in the cart, marked; checkout waits until they are removed:
 * what it says then, or null when everything can be bought.
 */
export function blockedMessage(items: readonly Pick<CartItem, 'productName' | 'tierDisplayName' | 'availability' | 'reservedUntil'>[]): string | null {
  const unbuyable = items.filter((item) => item.availability !== 'available');
  if (!unbuyable.length) return null;
  return `${unbuyable.map(unbuyableMessage).join(' ')} Please remove ${unbuyable.length === 1 ? 'it' : 'them'} from your order to check out${unbuyable.length < items.length ? ' the rest' : ''}.`;
}

/** The method shown as chosen: the buyer's, while the quote offers it; else the one the quote applied. */
export function shownMethod(
  selected: ShippingMethod | undefined,
  quote: Pick<CheckoutQuote, 'shippingOptions' | 'shippingMethod'> | undefined,
): ShippingMethod {
  const offered = quote?.shippingOptions.some((option) => option.method === selected);
  return (offered ? selected : quote?.shippingMethod) ?? 'standard';
}

/** Where a refused 'Continue to Payment' goes. */
export type PaymentSetupFailure =
  /** Someone else has just bought or is paying for an item: the cart is read again (the line is marked, or gone). */
  | { kind: 'sold'; message: string }
  /** Reasons under the form's fields or its shipping choice, and any other above the button. */
  | { kind: 'fields'; fields: [CustomerField, string][]; shippingMethod: string | null; other: string | null }
  /** The order could not be started: why (when the server said, else to try again), and whether the cart is to be read again. */
  | { kind: 'refused'; message: string; refreshCart: boolean };

export function paymentSetupFailure(error: unknown): PaymentSetupFailure {
  const status = errorStatus(error);
  if (cartChanged(error)) return { kind: 'sold', message: getErrorMessage(error, 'An item in your cart is no longer available.') };
  const { fields, shippingMethod, other } = customerErrors(getFieldErrors(error));
  if (fields.length > 0 || shippingMethod) return { kind: 'fields', fields, shippingMethod, other: other.length ? other.join(' ') : null };
  // A refusal with its reason (a destination not shipped to, an empty cart) is worth reading; a
  // failure of the server or the network is not.
  const reason = status !== null && status < 500 ? getErrorMessage(error, '') : '';
  return { kind: 'refused', message: reason || SETUP_FAILED_TEXT, refreshCart: status === 400 || status === 404 };
}
