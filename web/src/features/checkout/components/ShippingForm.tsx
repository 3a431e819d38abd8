import { LoaderCircle, Truck } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { CheckoutCustomer, CheckoutQuote, SavedAddress, ShippingMethod, checkoutCustomerSchema } from '@artshop/contracts';
import { Button, FieldError, Input, Label, cn, formatMoney } from '@artshop/ui';
import { FormAlert } from '../../../shared/components/FormAlert';
import type { CustomerField } from '../checkout';

export type CustomerFormValues = z.input<typeof checkoutCustomerSchema>;
export type CustomerForm = UseFormReturn<CustomerFormValues, unknown, CheckoutCustomer>;

const FIELD_IDS: Record<CustomerField, string> = {
  customerName: 'checkout-name',
  customerEmail: 'checkout-email',
  'shippingAddress.street': 'checkout-street',
  'shippingAddress.city': 'checkout-city',
  'shippingAddress.state': 'checkout-state',
  'shippingAddress.zipCode': 'checkout-zip',
  'shippingAddress.country': 'checkout-country',
};

function fieldMessage(form: CustomerForm, name: CustomerField): string | undefined {
  return form.getFieldState(name, form.formState).error?.message;
}

function TextField({
  form,
  name,
  label,
  autoComplete,
  type = 'text',
  className,
}: {
  form: CustomerForm;
  name: CustomerField;
  label: string;
  autoComplete: string;
  type?: 'text' | 'email';
  className?: string;
}) {
  const id = FIELD_IDS[name];
  const message = fieldMessage(form, name);
  return (
    <div className={cn('space-y-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-required="true"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        data-testid={id}
        {...(type === 'email' ? { inputMode: 'email' as const, autoCapitalize: 'none', spellCheck: false } : {})}
        {...form.register(name)}
      />
      <FieldError id={`${id}-error`}>{message}</FieldError>
    </div>
  );
}

function ShippingMethods({
  quote,
  selected,
  onSelect,
  error,
  isError,
  onRetry,
}: {
  quote: CheckoutQuote | undefined;
  selected: ShippingMethod | undefined;
  onSelect: (method: ShippingMethod) => void;
  error: string | null;
  isError: boolean;
  onRetry: () => void;
}) {
  if (isError && !quote) {
    return (
      <FormAlert
        testId="quote-error"
        message="We couldn't work out shipping and tax just now."
        detail={
          <button type="button" className="underline underline-offset-4" onClick={onRetry}>
            Try again
          </button>
        }
      />
    );
  }
  if (!quote) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        Finding shipping options…
      </p>
    );
  }
  if (quote.shippingProblem) {
    return (
      <div role="alert" className="flex items-start gap-2 rounded-md border border-border bg-muted p-3 text-sm" data-testid="shipping-problem">
        <Truck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>{quote.shippingProblem}</p>
      </div>
    );
  }
  const checked = selected && quote.shippingOptions.some((option) => option.method === selected) ? selected : quote.shippingMethod;
  return (
    <fieldset className="space-y-2" data-testid="shipping-methods" aria-describedby={error ? 'checkout-method-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">Shipping Method</legend>
      {quote.shippingOptions.map((option) => (
        <label
          key={option.method}
          data-testid="shipping-option"
          data-method={option.method}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
            option.method === checked ? 'border-accent bg-accent/5' : 'border-border hover:bg-muted',
          )}
        >
          <input
            type="radio"
            name="shippingMethod"
            value={option.method}
            checked={option.method === checked}
            onChange={() => onSelect(option.method)}
            className="size-4 accent-accent"
          />
          <span className="flex-1 font-medium">{option.label}</span>
          <span className="tabular-nums">{Number(option.amount) === 0 ? 'Free' : formatMoney(option.amount, quote.currency)}</span>
        </label>
      ))}
      <FieldError id="checkout-method-error">{error}</FieldError>
    </fieldset>
  );
}

/** A signed-in customer's saved addresses: picking one fills the form (the default is picked at first). */
function SavedAddressPicker({ addresses, selected, onPick }: { addresses: SavedAddress[]; selected: string; onPick: (id: string) => void }) {
  return (
    <div className="space-y-2">
      <Label htmlFor="checkout-saved-address">Saved address</Label>
      <select
        id="checkout-saved-address"
        data-testid="checkout-saved-address"
        value={selected}
        onChange={(event) => onPick(event.target.value)}
        className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <option value="">A new address</option>
        {addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {address.label}: {address.recipientName}, {address.street}, {address.city}
            {address.isDefault ? ' (default)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

/** What the shipping form offers a signed-in customer: their saved addresses, and saving this one. */
export interface SavedAddressOptions {
  addresses: SavedAddress[];
  selected: string;
  onPick: (id: string) => void;
  save: boolean;
  onSaveChange: (save: boolean) => void;
}

/** Step 1, 'Shipping Information': who and where, the shipping choice, then payment. */
export function ShippingForm({
  form,
  quote,
  quoteIsError,
  quoteIsFetching,
  onRetryQuote,
  selectedMethod,
  onSelectMethod,
  methodError,
  formError,
  blocked,
  pending,
  onSubmit,
  saved,
}: {
  form: CustomerForm;
  quote: CheckoutQuote | undefined;
  quoteIsError: boolean;
  quoteIsFetching: boolean;
  onRetryQuote: () => void;
  selectedMethod: ShippingMethod | undefined;
  onSelectMethod: (method: ShippingMethod) => void;
  methodError: string | null;
  formError: string | null;
  /** Why payment cannot start yet: a line that cannot be bought now (reserved, sold) is still in the order. */
  blocked?: string | null;
  pending: boolean;
  onSubmit: (values: CheckoutCustomer) => void;
  /** Signed in: saved addresses to pick from and the 'save this address' choice. */
  saved?: SavedAddressOptions;
}) {
  const canPay = Boolean(quote) && !quote?.shippingProblem && !quoteIsFetching && !blocked;
  return (
    <form noValidate aria-label="Shipping Information" data-testid="shipping-form" onSubmit={form.handleSubmit(onSubmit)} className="space-y-6">
      <h2 className="font-sans text-lg font-semibold tracking-normal">Shipping Information</h2>
      {saved?.addresses.length ? <SavedAddressPicker addresses={saved.addresses} selected={saved.selected} onPick={saved.onPick} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="customerName" label="Full Name" autoComplete="name" />
        <TextField form={form} name="customerEmail" label="Email" type="email" autoComplete="email" />
        <TextField form={form} name="shippingAddress.street" label="Street Address" autoComplete="street-address" className="sm:col-span-2" />
        <TextField form={form} name="shippingAddress.city" label="City" autoComplete="address-level2" />
        <TextField form={form} name="shippingAddress.state" label="State" autoComplete="address-level1" />
        <TextField form={form} name="shippingAddress.zipCode" label="ZIP Code" autoComplete="postal-code" />
        <TextField form={form} name="shippingAddress.country" label="Country" autoComplete="country-name" />
      </div>
      {saved && !saved.selected ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-accent"
            checked={saved.save}
            onChange={(event) => saved.onSaveChange(event.target.checked)}
            data-testid="checkout-save-address"
          />
          Save this address to my account
        </label>
      ) : null}
      <ShippingMethods quote={quote} selected={selectedMethod} onSelect={onSelectMethod} error={methodError} isError={quoteIsError} onRetry={onRetryQuote} />
      <FormAlert id="checkout-error" testId="checkout-error" message={formError} />
      <FormAlert testId="checkout-blocked" message={blocked ?? null} />
      <Button type="submit" size="lg" className="w-full" disabled={pending || !canPay} aria-busy={pending} data-testid="continue-to-payment">
        {pending ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden="true" />
            Setting up payment...
          </>
        ) : quote && !blocked ? (
          `Continue to Payment - ${formatMoney(quote.total, quote.currency)}`
        ) : (
          'Continue to Payment'
        )}
      </Button>
    </form>
  );
}
