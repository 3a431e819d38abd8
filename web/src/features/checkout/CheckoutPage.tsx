import { ShieldCheck, ShoppingBag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  DOMESTIC_COUNTRY,
  checkoutAddressOf,
  type CheckoutCustomer,
  type PaymentIntentAnswer,
  type SavedAddress,
  type ShippingMethod,
} from '@artshop/contracts';
import { Card, Skeleton, buttonClasses, errorStatus, getErrorMessage, getFieldErrors, toast, useCurrentUser } from '@artshop/ui';
import { FormAlert } from '../../shared/components/FormAlert';
import { usePageTitle } from '../../shared/title';
import { useAddAddress, useAddresses } from '../../shared/addresses';
import { unbuyableMessage } from '../../shared/cart/cart';
import { useCart } from '../../shared/cart/hooks';
import { useHoldFooter } from '../../shared/page-loading';
import {
  customerErrors,
  forgetPayment,
  forgetSoldNotice,
  isPaymentReturnState,
  readSavedPayment,
  readSoldNotice,
  saveSoldNotice,
  savePayment,
} from './checkout';
import { OrderSummary, OrderTotalsBlock } from './components/OrderSummary';
import { PaymentStep } from './components/PaymentStep';
import { ShippingForm, type CustomerFormValues } from './components/ShippingForm';
import { cartVersion, useCheckoutQuote, useCreatePaymentIntent, useDebouncedValue, useRefreshCart } from './hooks';
import { lazyZodResolver } from '../../shared/lazy-resolver';

const SETUP_FAILED_TITLE = 'Payment Setup Failed';
const SETUP_FAILED_TEXT = 'Unable to setup payment. Please try again.';
/** The checkout's message (on the shipping form, or above the emptied cart), scrolled to when it changes. */
const CHECKOUT_ERROR_ID = 'checkout-error';
/** How long the quote waits for the country and method to stop changing. */
const QUOTE_DEBOUNCE_MS = 400;

const EMPTY_CUSTOMER: CustomerFormValues = {
  customerName: '',
  customerEmail: '',
  shippingAddress: { street: '', city: '', state: '', zipCode: '', country: DOMESTIC_COUNTRY },
};

/** Whether the form holds exactly this saved address (and its recipient). */
function holdsAddress(values: Pick<CustomerFormValues, 'customerName' | 'shippingAddress'>, address: SavedAddress): boolean {
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

type Step = { kind: 'info' } | { kind: 'payment'; payment: PaymentIntentAnswer; customer: CheckoutCustomer; error: string | null };

function sessionStore(): Storage | undefined {
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
function initialStep(state: unknown): { step: Step; error: string | null; customer: CheckoutCustomer | null } {
  if (!isPaymentReturnState(state)) return { step: { kind: 'info' }, error: readSoldNotice(sessionStore()), customer: null };
  const saved = readSavedPayment(sessionStore(), state.paymentIntentId);
  if (!saved) return { step: { kind: 'info' }, error: state.paymentError, customer: null };
  return { step: { kind: 'payment', payment: saved.payment, customer: saved.customer, error: state.paymentError }, error: null, customer: saved.customer };
}

/** While the cart is on its way (the server renders the page without it): what it holds decides the page, so the footer waits below. */
function FormSkeleton() {
  useHoldFooter();
  return (
    <div className="space-y-4" aria-hidden="true">
      <Skeleton className="h-6 w-1/2" />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} className="h-10 w-full" />
      ))}
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

/**
 * /checkout: 'Your Order' beside the two steps. Step 1 takes who and where and
 * asks the server for the totals (GET /api/checkout/quote); 'Continue to Payment' has it write the
 * order and start the payment; step 2 is the card form of the provider it answers with.
 */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const location = useLocation();
  const navigate = useNavigate();
  const cart = useCart();
  const items = cart.data ?? [];
  // Lines that cannot be bought now stay in the cart, marked; checkout waits until they are removed.
  const unbuyable = items.filter((item) => item.availability !== 'available');
  const blocked = unbuyable.length
    ? `${unbuyable.map(unbuyableMessage).join(' ')} Please remove ${unbuyable.length === 1 ? 'it' : 'them'} from your order to check out${unbuyable.length < items.length ? ' the rest' : ''}.`
    : null;
  const refreshCart = useRefreshCart();
  const { user } = useCurrentUser();

  const [start] = useState(() => initialStep(location.state));
  const [step, setStep] = useState<Step>(start.step);
  const [formError, setFormError] = useState<string | null>(start.error);
  const [methodError, setMethodError] = useState<string | null>(null);
  const [selectedMethod, setSelectedMethod] = useState<ShippingMethod | undefined>();

  const form = useForm<CustomerFormValues, unknown, CheckoutCustomer>({
    resolver: lazyZodResolver('checkoutCustomerSchema'),
    defaultValues: start.customer ?? EMPTY_CUSTOMER,
  });

  // The message from the 3-D Secure page is shown once: a reload starts afresh.
  useEffect(() => {
    if (isPaymentReturnState(location.state)) navigate(location.pathname, { replace: true, state: null });
  }, [location.pathname, location.state, navigate]);

  // A signed-in customer's name and e-mail, unless the buyer has typed something already.
  useEffect(() => {
    if (!user) return;
    const { getValues, setValue, getFieldState } = form;
    if (!getValues('customerName') && !getFieldState('customerName').isDirty && user.name) setValue('customerName', user.name);
    if (!getValues('customerEmail') && !getFieldState('customerEmail').isDirty) setValue('customerEmail', user.email);
  }, [user, form]);

  // A signed-in customer's saved addresses: the default fills the form once, unless the buyer has typed an address already.
  const addresses = useAddresses(step.kind === 'info');
  const savedAddresses = addresses.data ?? [];
  const [saveAddress, setSaveAddress] = useState(false);
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
    if (preferred && !start.customer && !form.getFieldState('shippingAddress').isDirty) fillWith(preferred);
    // fillWith only uses the form, which is stable; this runs once, when the addresses arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addresses.data]);
  const [shownName, shownAddress] = useWatch({ control: form.control, name: ['customerName', 'shippingAddress'] });
  const heldAddress = savedAddresses.find((address) => holdsAddress({ customerName: shownName, shippingAddress: shownAddress }, address));
  const addAddress = useAddAddress({
    onSuccess: () => toast({ title: 'Address saved to your account' }),
    onError: (error) => toast({ variant: 'destructive', title: 'The address was not saved', description: getErrorMessage(error) }),
  });

  const country = useWatch({ control: form.control, name: 'shippingAddress.country' }) ?? '';
  const settledCountry = useDebouncedValue(country.trim(), QUOTE_DEBOUNCE_MS);
  const settledMethod = useDebouncedValue(selectedMethod, QUOTE_DEBOUNCE_MS);
  const settling = settledCountry !== country.trim() || settledMethod !== selectedMethod;
  const quote = useCheckoutQuote({
    country: settledCountry,
    shippingMethod: settledMethod,
    cartVersion: cartVersion(cart.data),
    enabled: step.kind === 'info' && items.length > 0,
  });

  // The method shown as chosen: the buyer's, while the quote offers it; else the one the quote applied.
  const offered = quote.data?.shippingOptions.some((option) => option.method === selectedMethod);
  const chosenMethod: ShippingMethod = (offered ? selectedMethod : quote.data?.shippingMethod) ?? 'standard';

  // The notice of an item just sold lasts while the buyer stays on this page, reloads included.
  useEffect(() => () => forgetSoldNotice(sessionStore()), []);
  // A new message is brought into view, and again once the cart it waits for is read (emptied, perhaps): the
  // buyer was at the bottom of the form, or has just reloaded.
  const cartEmptied = step.kind === 'info' && cart.isSuccess && items.length === 0;
  useEffect(() => {
    if (formError) document.getElementById(CHECKOUT_ERROR_ID)?.scrollIntoView({ block: 'center' });
  }, [formError, cartEmptied, cart.isPending]);

  const createPayment = useCreatePaymentIntent({
    onMutate: () => {
      setFormError(null);
      setMethodError(null);
      forgetSoldNotice(sessionStore());
    },
    onSuccess: (payment, input) => {
      savePayment(sessionStore(), { payment, customer: input.customerInfo });
      if (user && saveAddress && !heldAddress) {
        const { customerName, shippingAddress } = input.customerInfo;
        addAddress.mutate({ label: '', recipientName: customerName, phone: '', ...shippingAddress });
      }
      setStep({ kind: 'payment', payment, customer: input.customerInfo, error: null });
    },
    onError: (error) => {
      const status = errorStatus(error);
      if (status === 409) {
        // Someone else has just bought or is paying for an item: the cart is read again (the line is marked, or fewer).
        const message = getErrorMessage(error, 'An item in your cart is no longer available.');
        setFormError(message);
        saveSoldNotice(sessionStore(), message);
        toast({ variant: 'destructive', title: message, description: 'Your cart has been updated. Please review it and try again.' });
        void refreshCart();
        return;
      }
      const { fields, shippingMethod, other } = customerErrors(getFieldErrors(error));
      for (const [field, message] of fields) form.setError(field, { type: 'server', message });
      setMethodError(shippingMethod);
      if (fields.length > 0 || shippingMethod) {
        if (other.length) setFormError(other.join(' '));
        return;
      }
      // A refusal with its reason (a destination not shipped to, an empty cart) is worth reading; a
      // failure of the server or the network is not.
      const reason = status !== null && status < 500 ? getErrorMessage(error, '') : '';
      setFormError(reason || SETUP_FAILED_TEXT);
      toast({ variant: 'destructive', title: SETUP_FAILED_TITLE, description: reason || SETUP_FAILED_TEXT });
      if (status === 400 || status === 404) void refreshCart();
    },
  });

  const backToShipping = () => {
    forgetPayment(sessionStore());
    setStep({ kind: 'info' });
  };

  // The page's heading, the same whatever the cart holds: the server renders it before the cart is read.
  const heading = (
    <header className="mb-8">
      <h1 className="text-3xl font-semibold sm:text-4xl">Checkout</h1>
      <p className="mt-3 flex items-start gap-2 text-sm leading-relaxed text-muted-foreground">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Secure checkout: card payments are encrypted and processed by our payment provider, and your card details never reach our servers.
      </p>
    </header>
  );

  if (cartEmptied) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        {heading}
        <div className="mx-auto flex max-w-xl flex-col items-center py-12 text-center" data-testid="cart-empty">
          {/* What emptied it, when it was the server's refusal (an item sold to someone else meanwhile). */}
          {formError ? (
            <div className="mb-8 w-full text-left">
              <FormAlert id={CHECKOUT_ERROR_ID} testId="checkout-error" message={formError} />
            </div>
          ) : null}
          <ShoppingBag className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="mt-4 text-2xl font-semibold">Your cart is empty</h2>
          <p className="mt-3 text-muted-foreground">Add some items to your cart to continue</p>
          <Link to="/shop-all" className={buttonClasses({ className: 'mt-8' })}>
            Continue Shopping
          </Link>
        </div>
      </div>
    );
  }

  const totals =
    step.kind === 'info' && unbuyable.length === items.length ? (
      // Nothing here can be bought now: no amount to pay, only what to do (beside the form).
      <p className="mt-2 border-t border-border pt-5 text-sm text-muted-foreground" data-testid="order-totals-none">
        Nothing in your order can be bought right now.
      </p>
    ) : step.kind === 'payment' ? (
      <OrderTotalsBlock totals={step.payment.totals} taxRate={quote.data?.taxRate ?? null} />
    ) : quote.isError && !quote.data ? null : (
      <OrderTotalsBlock totals={quote.data} taxRate={quote.data?.taxRate ?? null} pending={quote.isFetching || settling} />
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      {heading}
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <OrderSummary
          items={items}
          isPending={cart.isPending}
          error={cart.isError ? cart.error : null}
          onRetry={() => void cart.refetch()}
          editable={step.kind === 'info'}
          totals={totals}
        />
        <Card className="p-5 sm:p-6" data-testid="checkout-steps" data-step={step.kind}>
          {step.kind === 'payment' ? (
            <PaymentStep key={step.payment.paymentIntentId} payment={step.payment} customer={step.customer} initialError={step.error} onBack={backToShipping} />
          ) : cart.isPending ? (
            <FormSkeleton />
          ) : (
            <ShippingForm
              form={form}
              quote={quote.data}
              quoteIsError={quote.isError}
              quoteIsFetching={quote.isFetching || settling}
              onRetryQuote={() => void quote.refetch()}
              selectedMethod={selectedMethod}
              onSelectMethod={setSelectedMethod}
              methodError={methodError}
              formError={formError}
              blocked={blocked}
              pending={createPayment.isPending}
              onSubmit={(customerInfo) => createPayment.mutate({ customerInfo, shippingMethod: chosenMethod })}
              saved={
                user
                  ? {
                      addresses: savedAddresses,
                      selected: heldAddress?.id ?? '',
                      onPick: (id) => {
                        const address = savedAddresses.find((candidate) => candidate.id === id);
                        if (address) fillWith(address);
                      },
                      save: saveAddress,
                      onSaveChange: setSaveAddress,
                    }
                  : undefined
              }
            />
          )}
        </Card>
      </div>
    </div>
  );
}
