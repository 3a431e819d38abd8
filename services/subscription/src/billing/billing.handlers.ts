import { Controller, Inject } from '@nestjs/common';
import {
  centsToDecimal,
  SubscriptionRpc,
  type InputOf,
  type LocalCheckoutOutcome,
  type LocalCheckoutPage,
  type LocalInvoiceOutcome,
  type LocalInvoicePage,
} from '@artshop/contracts';
import { PaymentNotFoundError, type LocalPaymentProvider } from '@artshop/payments';
import { AppError, Handles } from '@artshop/service-kit';
import { BillingWebhooks } from './billing-webhooks.service.js';
import { PAYMENTS, type Payments } from './payment-provider.js';

const CHECKOUT_NOT_FOUND = 'This checkout page does not exist. Please start again from the Mail Club page.';
const INVOICE_NOT_FOUND = 'This invoice does not exist.';

/** The provider's notifications, and the local test provider's hosted pages (Stripe Checkout and its hosted invoice page stand in for them when Stripe is configured). */
@Controller()
export class BillingHandlers {
  constructor(
    @Inject(PAYMENTS) private readonly payments: Payments,
    private readonly webhooks: BillingWebhooks,
  ) {}

  @Handles(SubscriptionRpc.receiveBillingWebhook)
  receive({ payload, signature }: InputOf<typeof SubscriptionRpc.receiveBillingWebhook>) {
    return this.webhooks.receive(payload, signature);
  }

  @Handles(SubscriptionRpc.describeLocalCheckout)
  async describeCheckout({ sessionId }: InputOf<typeof SubscriptionRpc.describeLocalCheckout>): Promise<LocalCheckoutPage> {
    const page = await this.local(CHECKOUT_NOT_FOUND, (local) => local.describeCheckoutSession(sessionId));
    const { amountCents, ...rest } = page;
    return { ...rest, amount: centsToDecimal(amountCents) };
  }

  @Handles(SubscriptionRpc.payLocalCheckout)
  payCheckout({ sessionId, cardNumber, expiry, cvc, shippingAddress }: InputOf<typeof SubscriptionRpc.payLocalCheckout>): Promise<LocalCheckoutOutcome> {
    return this.local(CHECKOUT_NOT_FOUND, (local) =>
      local.payCheckoutSession({
        sessionId,
        cardNumber,
        expiry,
        cvc,
        shippingAddress: {
          name: shippingAddress.name,
          line1: shippingAddress.line1,
          line2: shippingAddress.line2 ?? null,
          city: shippingAddress.city,
          state: shippingAddress.state ?? null,
          postalCode: shippingAddress.postalCode,
          country: shippingAddress.country.toUpperCase(),
        },
      }),
    );
  }

  @Handles(SubscriptionRpc.authenticateLocalCheckout)
  authenticateCheckout({ sessionId, outcome }: InputOf<typeof SubscriptionRpc.authenticateLocalCheckout>): Promise<LocalCheckoutOutcome> {
    return this.local(CHECKOUT_NOT_FOUND, (local) => local.authenticateCheckoutSession(sessionId, outcome));
  }

  @Handles(SubscriptionRpc.describeLocalInvoice)
  async describeInvoice({ invoiceId }: InputOf<typeof SubscriptionRpc.describeLocalInvoice>): Promise<LocalInvoicePage> {
    const page = await this.local(INVOICE_NOT_FOUND, (local) => local.describeInvoice(invoiceId));
    const { amountCents, ...rest } = page;
    return { ...rest, amount: centsToDecimal(amountCents) };
  }

  @Handles(SubscriptionRpc.payLocalInvoice)
  payInvoice({ invoiceId, cardNumber }: InputOf<typeof SubscriptionRpc.payLocalInvoice>): Promise<LocalInvoiceOutcome> {
    return this.local(INVOICE_NOT_FOUND, (local) => local.payInvoice(invoiceId, cardNumber));
  }

  /** The local provider's page, or 404 as a page that does not exist (Stripe configured, or an unknown id). */
  private async local<T>(notFound: string, use: (local: LocalPaymentProvider) => Promise<T>): Promise<T> {
    const local = this.payments.local;
    if (!local) throw AppError.notFound(notFound);
    try {
      return await use(local);
    } catch (error) {
      if (error instanceof PaymentNotFoundError) throw AppError.notFound(notFound);
      throw error;
    }
  }
}
