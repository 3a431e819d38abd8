import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CheckoutCustomer, ShippingMethod } from '@artshop/contracts';
import { Card, getFieldErrors, useCurrentUser } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { useCart } from '../../shared/cart/hooks';
import { lazyZodResolver } from '../../shared/lazy-resolver';
import { forgetPayment } from './checkout';
import { EMPTY_CUSTOMER, blockedMessage, sessionStore, type Step } from './checkout-page';
import { CheckoutHeading } from './components/CheckoutHeading';
import { CheckoutTotals } from './components/CheckoutTotals';
import { DiscountCodeField } from './components/DiscountCodeField';
import { EmptyCheckout } from './components/EmptyCheckout';
import { FormSkeleton } from './components/FormSkeleton';
import { OrderSummary } from './components/OrderSummary';
import { PaymentStep } from './components/PaymentStep';
import { ShippingForm, type CustomerFormValues } from './components/ShippingForm';
import { useCheckoutAddresses } from './useCheckoutAddresses';
import { useCheckoutMessage } from './useCheckoutMessage';
import { useCheckoutStart } from './useCheckoutStart';
import { useCustomerPrefill } from './useCustomerPrefill';
import { useShippingQuote } from './useShippingQuote';
import { useStartPayment } from './useStartPayment';

/**
 * /checkout: 'Your Order' beside the two steps. Step 1 takes who and where and
 * asks the server for the totals (GET /api/checkout/quote); 'Continue to Payment' has it write the
 * order and start the payment; step 2 is the card form of the provider it answers with.
 */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const cart = useCart();
  const items = cart.data ?? [];
  const { user } = useCurrentUser();

  const start = useCheckoutStart();
  const [step, setStep] = useState<Step>(start.step);
  const [methodError, setMethodError] = useState<string | null>(null);
  const [selectedMethod, setSelectedMethod] = useState<ShippingMethod | undefined>();
  const [discountCode, setDiscountCode] = useState<string | null>(null);
  const [codeRefusal, setCodeRefusal] = useState<string | null>(null);
  const cartEmptied = step.kind === 'info' && cart.isSuccess && items.length === 0;
  const [formError, setFormError] = useCheckoutMessage(start.error, { emptied: cartEmptied, pending: cart.isPending });

  const form = useForm<CustomerFormValues, unknown, CheckoutCustomer>({
    resolver: lazyZodResolver('checkoutCustomerSchema'),
    defaultValues: start.customer ?? EMPTY_CUSTOMER,
  });
  useCustomerPrefill(form, user);
  const addresses = useCheckoutAddresses({ form, signedIn: Boolean(user), enabled: step.kind === 'info', resumed: start.customer !== null });
  const { quote, settling, chosenMethod, country } = useShippingQuote({
    form,
    items: cart.data,
    selectedMethod,
    discountCode,
    enabled: step.kind === 'info' && items.length > 0,
  });
  // The cart or the address changed and the applied code no longer applies: it is taken off, and the field says why.
  const quoteRefusal = discountCode && quote.isError ? (getFieldErrors(quote.error).discountCode ?? null) : null;
  // Adjusted while rendering (React's way for state that follows other state): the next quote goes without the code.
  if (quoteRefusal) {
    setCodeRefusal(quoteRefusal);
    setDiscountCode(null);
  }
  const createPayment = useStartPayment({
    form,
    setFormError,
    setMethodError,
    onCodeRefused: (message) => {
      setCodeRefusal(message);
      setDiscountCode(null);
    },
    onStarted: (payment, customer) => {
      addresses.keepPaidAddress(customer);
      setStep({ kind: 'payment', payment, customer, error: null });
    },
  });

  const backToShipping = () => {
    forgetPayment(sessionStore());
    setStep({ kind: 'info' });
  };

  if (cartEmptied) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        <CheckoutHeading />
        <EmptyCheckout message={formError} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <CheckoutHeading />
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <OrderSummary
          items={items}
          isPending={cart.isPending}
          error={cart.isError ? cart.error : null}
          onRetry={() => void cart.refetch()}
          editable={step.kind === 'info'}
          totals={
            <CheckoutTotals
              step={step}
              nothingBuyable={items.every((item) => item.availability !== 'available')}
              quote={quote}
              pending={quote.isFetching || settling}
            />
          }
          discount={
            step.kind === 'info' && items.length > 0 ? (
              <DiscountCodeField
                applied={discountCode}
                country={country}
                shippingMethod={selectedMethod}
                refusal={codeRefusal}
                onApplied={(code) => {
                  setCodeRefusal(null);
                  setDiscountCode(code);
                }}
                onRemoved={() => {
                  setCodeRefusal(null);
                  setDiscountCode(null);
                }}
              />
            ) : null
          }
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
              blocked={blockedMessage(items)}
              pending={createPayment.isPending}
              onSubmit={(customerInfo) => createPayment.mutate({ customerInfo, shippingMethod: chosenMethod, ...(discountCode ? { discountCode } : {}) })}
              saved={addresses.options}
            />
          )}
        </Card>
      </div>
    </div>
  );
}
