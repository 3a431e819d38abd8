import { paymentProviderFromEnv, type PaymentProvider } from '@artshop/payments';

export const PAYMENTS = Symbol('PAYMENTS');

/** The provider every payment goes through: Stripe, through its SDK (the Stripe emulator in development and tests). */
export interface Payments {
  provider: PaymentProvider;
}

/**
 * The payment port, which checkout (taking payments) and the orders (refunds) both use: it lives apart
 * from either, so that the orders never depend on checkout. Without Stripe's settings the part does not start.
 */
export const paymentsProvider = {
  provide: PAYMENTS,
  useFactory: (): Payments => ({ provider: paymentProviderFromEnv(process.env) }),
};
