import { CircleCheck, LoaderCircle, Lock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import type { z } from 'zod';
import type { LocalInvoicePage as InvoiceDescription } from '@artshop/contracts';
import { Badge, Button, Card, buttonClasses, errorStatus, formatMoney, getErrorMessage, getFieldErrors, toast } from '@artshop/ui';
import { FormAlert } from '../../shared/components/FormAlert';
import { usePageTitle } from '../../shared/title';
import { CARD_FIELD_NAMES, CardFields } from '../../shared/components/CardFields';
import { HostedPageLoading, HostedPageMissing, TestCardsNote, TestProviderBanner } from './components/HostedPaymentParts';
import { useLocalInvoice, usePayLocalInvoice } from './hooks';
import { statusBadgeText } from './mail-club';
import type { invoiceCardSchema } from '../../shared/form-schemas';
import { lazyZodResolver } from '../../shared/lazy-resolver';

type FormValues = z.input<typeof invoiceCardSchema>;
type FormOutput = z.output<typeof invoiceCardSchema>;
const PAYMENT_ERROR_TEXT = 'An error occurred while processing your payment.';

function Summary({ invoice }: { invoice: InvoiceDescription }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <p className="text-sm text-muted-foreground">Mail Club renewal</p>
        <h1 className="mt-1 text-2xl font-semibold" data-testid="invoice-plan">
          {invoice.planName}
        </h1>
        <p className="mt-3 text-3xl font-semibold" data-testid="invoice-amount">
          {formatMoney(invoice.amount, invoice.currency)}
          <span className="text-base font-normal text-muted-foreground"> per month</span>
        </p>
      </div>
      <Badge variant={invoice.status === 'paid' ? 'success' : invoice.status === 'open' ? 'destructive' : 'secondary'} data-testid="invoice-status">
        {statusBadgeText(invoice.status)}
      </Badge>
    </div>
  );
}

function Paid({ invoice }: { invoice: InvoiceDescription }) {
  return (
    <Card className="p-8" data-testid="invoice-paid">
      <Summary invoice={invoice} />
      <div className="mt-8 text-center">
        <CircleCheck className="mx-auto size-12 text-success" aria-hidden="true" />
        <h2 className="mt-4 text-2xl font-semibold">Payment received</h2>
        <p className="mt-3 text-muted-foreground">Thank you: this month is paid and your Mail Club subscription is active again.</p>
        <Link to="/account" className={buttonClasses({ className: 'mt-8' })}>
          Go to My Account
        </Link>
      </div>
    </Card>
  );
}

function PayForm({ invoice }: { invoice: InvoiceDescription }) {
  const [refusal, setRefusal] = useState<string | null>(invoice.failureMessage);
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: lazyZodResolver('invoiceCardSchema'),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const pay = usePayLocalInvoice({
    onMutate: () => setRefusal(null),
    onSuccess: (outcome) => {
      if (outcome.status === 'paid') {
        toast({ variant: 'success', title: 'Payment received', description: 'Your Mail Club subscription is active again.' });
        return;
      }
      const message = outcome.errorMessage ?? 'Your card was declined.';
      setRefusal(message);
      form.setValue('cvc', '');
      toast({ variant: 'destructive', title: 'Payment Failed', description: message });
    },
    onError: (error) => {
      let placed = false;
      for (const [field, message] of Object.entries(getFieldErrors(error))) {
        if (!(CARD_FIELD_NAMES as readonly string[]).includes(field)) continue;
        form.setError(field as (typeof CARD_FIELD_NAMES)[number], { type: 'server', message });
        placed = true;
      }
      if (placed) return;
      const status = errorStatus(error);
      const reason = status !== null && status < 500 ? getErrorMessage(error, PAYMENT_ERROR_TEXT) : PAYMENT_ERROR_TEXT;
      setRefusal(reason);
      toast({ variant: 'destructive', title: 'Payment Error', description: reason });
    },
  });
  const submit = form.handleSubmit((values) => pay.mutate({ invoiceId: invoice.invoiceId, ...values }));

  return (
    <Card className="p-6 sm:p-8" data-testid="invoice-open">
      <Summary invoice={invoice} />
      <p className="mt-4 text-sm text-muted-foreground">
        The last payment for your subscription did not go through. Pay it with another card to keep your Mail Club; otherwise it is tried again over the next
        days, then the subscription ends.
      </p>
      <form noValidate aria-label="Pay this invoice" data-testid="invoice-form" onSubmit={submit} className="mt-6 space-y-4">
        <CardFields control={form.control} errors={form.formState.errors} />
        <TestCardsNote />
        <FormAlert testId="invoice-error" message={refusal} />
        <Button type="submit" size="lg" className="w-full" disabled={pay.isPending} aria-busy={pay.isPending} data-testid="pay-invoice">
          {pay.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
          {pay.isPending ? 'Processing…' : `Pay ${formatMoney(invoice.amount, invoice.currency)}`}
        </Button>
      </form>
    </Card>
  );
}

/**
 * /mail-club/invoices/{invoiceId}: the local test provider's hosted invoice page (Stripe's hosted
 * invoice page), linked from the payment-failed e-mail and the account's 'Fix payment': pay a failed
 * renewal with another card; once paid, a clear 'Payment received'.
 */
export function LocalInvoicePage() {
  usePageTitle('Pay your Mail Club invoice');
  const { invoiceId = '' } = useParams();
  const invoice = useLocalInvoice(invoiceId);

  let body: ReactNode;
  if (invoice.isLoading) {
    body = <HostedPageLoading what="invoice" testId="invoice-loading" />;
  } else if (invoice.isError || !invoice.data) {
    body = (
      <HostedPageMissing
        error={invoice.error}
        what="invoice"
        notFoundText="This invoice link is not valid."
        back={{ to: '/account', label: 'Go to My Account' }}
        testId="invoice-not-found"
      />
    );
  } else if (invoice.data.status === 'paid') {
    body = <Paid invoice={invoice.data} />;
  } else if (invoice.data.status !== 'open') {
    body = (
      <Card className="p-8" data-testid="invoice-closed">
        <Summary invoice={invoice.data} />
        <p className="mt-6 text-muted-foreground">
          {invoice.data.failureMessage ?? 'This invoice can no longer be paid.'} To join Mail Club again, choose a plan on the Mail Club page.
        </p>
        <Link to="/mail-club" className={buttonClasses({ className: 'mt-6' })}>
          Mail Club plans
        </Link>
      </Card>
    );
  } else {
    body = <PayForm invoice={invoice.data} />;
  }

  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-10 sm:py-14">
      <TestProviderBanner />
      {body}
    </div>
  );
}
