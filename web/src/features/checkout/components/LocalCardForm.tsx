import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import type { PaymentIntentAnswer } from '@artshop/contracts';
import { dismissToast, errorStatus, getErrorMessage, getFieldErrors, toast } from '@artshop/ui';
import { FormAlert } from '../../../shared/components/FormAlert';
import { PAYMENT_ERROR_TEXT, PAYMENT_ERROR_TITLE, cardErrors, paymentOutcome } from '../checkout';
import { useConfirmLocalCardPayment } from '../hooks';
import { CardFields } from '../../../shared/components/CardFields';
import { PayButton } from './PayButton';
import type { cardSchema } from '../../../shared/form-schemas';
import { lazyZodResolver } from '../../../shared/lazy-resolver';

type CardValues = z.input<typeof cardSchema>;

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
  // The toast of the last refusal: the next attempt's outcome replaces it, as it replaces the message.
  const [refusalToast, setRefusalToast] = useState<string | null>(null);
  const showRefusal = (message: string, title: string, description: string) => {
    setDeclined(message);
    setRefusalToast(toast({ variant: 'destructive', title, description }));
  };
  /** A new attempt (or a card the form itself finds incomplete): the last refusal is no longer what the buyer must read. */
  const clearRefusal = () => {
    setDeclined(null);
    if (refusalToast) dismissToast(refusalToast);
    setRefusalToast(null);
  };
  const form = useForm<CardValues, unknown, z.output<typeof cardSchema>>({
    resolver: lazyZodResolver('cardSchema'),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const { errors } = form.formState;
  const confirm = useConfirmLocalCardPayment({
    onMutate: clearRefusal,
    onSuccess: (result) => {
      const outcome = paymentOutcome(result, payment.paymentIntentId);
      if (outcome.kind === 'success') {
        navigate(outcome.path);
      } else if (outcome.kind === 'redirect') {
        window.location.assign(outcome.url);
      } else if (outcome.kind === 'canceled') {
        onCanceled(outcome.message);
      } else {
        form.setValue('cvc', '');
        showRefusal(outcome.message, 'Payment Failed', outcome.message);
      }
    },
    onError: (error) => {
      const { fields, other } = cardErrors(getFieldErrors(error));
      for (const [field, message] of fields) form.setError(field, { type: 'server', message });
      if (fields.length > 0 && other.length === 0) return;
      const status = errorStatus(error);
      // A refusal with a reason (the payment expired, the order is already paid) is worth reading.
      const reason = status !== null && status < 500 ? getErrorMessage(error, '') : '';
      showRefusal(other[0] ?? (reason || PAYMENT_ERROR_TEXT), PAYMENT_ERROR_TITLE, reason || PAYMENT_ERROR_TEXT);
    },
  });

  const submit = form.handleSubmit(
    (values) =>
      confirm.mutate({
        paymentIntentId: payment.paymentIntentId,
        clientSecret: payment.clientSecret,
        cardNumber: values.cardNumber,
        expiry: values.expiry,
        cvc: values.cvc,
      }),
    // The card's own problem (a security code left out) is the one to fix now, not the refusal before it.
    clearRefusal,
  );

  return (
    <form noValidate aria-label="Card details" data-testid="card-form" onSubmit={submit} className="space-y-4">
      <CardFields control={form.control} errors={errors} />
      <p className="rounded-md border border-dashed border-border bg-muted/50 p-3 text-xs text-muted-foreground" data-testid="test-mode-note">
        Test mode: use 4242 4242 4242 4242, any future date, any CVC
      </p>
      <FormAlert testId="payment-error" message={declined} />
      <PayButton payment={payment} pending={confirm.isPending} />
    </form>
  );
}
