import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { localCardPaymentSchema, type PaymentIntentAnswer } from '@artshop/contracts';
import { FieldError, Input, Label, errorStatus, getErrorMessage, getFieldErrors, toast } from '@artshop/ui';
import { FormAlert } from '../../../shared/components/FormAlert';
import { formatCardNumber, formatCvc, formatExpiry } from '../card';
import { PAYMENT_ERROR_TEXT, PAYMENT_ERROR_TITLE, cardErrors, paymentOutcome, type CardField } from '../checkout';
import { useConfirmLocalCardPayment } from '../hooks';
import { PayButton } from './PayButton';

const cardSchema = localCardPaymentSchema.pick({ cardNumber: true, expiry: true, cvc: true });
type CardValues = z.input<typeof cardSchema>;

const FIELDS: Record<CardField, { id: string; label: string; autoComplete: string; placeholder: string; format: (value: string) => string }> = {
  cardNumber: { id: 'card-number', label: 'Card number', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234', format: formatCardNumber },
  expiry: { id: 'card-expiry', label: 'Expiration (MM / YY)', autoComplete: 'cc-exp', placeholder: 'MM / YY', format: formatExpiry },
  cvc: { id: 'card-cvc', label: 'CVC', autoComplete: 'cc-csc', placeholder: 'CVC', format: formatCvc },
};

/**
 * The local test provider's card form (when the shop has no Stripe key): the card goes to our own
 * server, which answers as Stripe would: paid, declined, a 3-D Secure challenge, or canceled.
 */
export function LocalCardForm({
  payment,
  initialError,
  onCanceled,
}: {
  payment: PaymentIntentAnswer;
  initialError: string | null;
  onCanceled: (message: string) => void;
}) {
  const navigate = useNavigate();
  const [declined, setDeclined] = useState<string | null>(initialError);
  const form = useForm<CardValues, unknown, z.output<typeof cardSchema>>({
    resolver: zodResolver(cardSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const { errors } = form.formState;
  const confirm = useConfirmLocalCardPayment({
    onMutate: () => setDeclined(null),
    onSuccess: (result) => {
      const outcome = paymentOutcome(result, payment.paymentIntentId);
      if (outcome.kind === 'success') {
        navigate(outcome.path);
      } else if (outcome.kind === 'redirect') {
        window.location.assign(outcome.url);
      } else if (outcome.kind === 'canceled') {
        onCanceled(outcome.message);
      } else {
        setDeclined(outcome.message);
        form.setValue('cvc', '');
        toast({ variant: 'destructive', title: 'Payment Failed', description: outcome.message });
      }
    },
    onError: (error) => {
      const { fields, other } = cardErrors(getFieldErrors(error));
      for (const [field, message] of fields) form.setError(field, { type: 'server', message });
      if (fields.length > 0 && other.length === 0) return;
      const status = errorStatus(error);
      // A refusal with a reason (the payment expired, the order is already paid) is worth reading.
      const reason = status !== null && status < 500 ? getErrorMessage(error, '') : '';
      setDeclined(other[0] ?? (reason || PAYMENT_ERROR_TEXT));
      toast({ variant: 'destructive', title: PAYMENT_ERROR_TITLE, description: reason || PAYMENT_ERROR_TEXT });
    },
  });

  const submit = form.handleSubmit((values) =>
    confirm.mutate({
      paymentIntentId: payment.paymentIntentId,
      clientSecret: payment.clientSecret,
      cardNumber: values.cardNumber,
      expiry: values.expiry,
      cvc: values.cvc,
    }),
  );

  return (
    <form noValidate aria-label="Card details" data-testid="card-form" onSubmit={submit} className="space-y-4">
      <div className="grid grid-cols-2 gap-4">
        {(Object.keys(FIELDS) as CardField[]).map((name) => {
          const field = FIELDS[name];
          const message = errors[name]?.message;
          return (
            <div key={name} className={name === 'cardNumber' ? 'col-span-2 space-y-2' : 'space-y-2'}>
              <Label htmlFor={field.id}>{field.label}</Label>
              <Controller
                control={form.control}
                name={name}
                render={({ field: input }) => (
                  <div className="relative">
                    <Input
                      id={field.id}
                      ref={input.ref}
                      name={input.name}
                      value={input.value}
                      onBlur={input.onBlur}
                      onChange={(event) => input.onChange(field.format(event.target.value))}
                      inputMode="numeric"
                      autoComplete={field.autoComplete}
                      placeholder={field.placeholder}
                      spellCheck={false}
                      aria-required="true"
                      aria-invalid={message ? true : undefined}
                      aria-describedby={message ? `${field.id}-error` : undefined}
                      className={name === 'cardNumber' ? 'pl-10 tabular-nums' : 'tabular-nums'}
                      data-testid={field.id}
                    />
                    {name === 'cardNumber' ? (
                      <CreditCard className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
                    ) : null}
                  </div>
                )}
              />
              <FieldError id={`${field.id}-error`}>{message}</FieldError>
            </div>
          );
        })}
      </div>
      <p className="rounded-md border border-dashed border-border bg-muted/50 p-3 text-xs text-muted-foreground" data-testid="test-mode-note">
        Test mode: use 4242 4242 4242 4242, any future date, any CVC
      </p>
      <FormAlert testId="payment-error" message={declined} />
      <PayButton payment={payment} pending={confirm.isPending} />
    </form>
  );
}
