import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { cartOrderEventHandlers } from './account/deleted-accounts.js';
import { CartLine } from './cart/cart-line.entity.js';
import { CartHandlers } from './cart/cart.handlers.js';
import { CartService } from './cart/cart.service.js';
import { Certificate } from './certificates/certificate.entity.js';
import { CertificatesHandlers } from './certificates/certificates.handlers.js';
import { CERTIFICATE_SETTINGS, CertificatesService, certificateSettings } from './certificates/certificates.service.js';
import { BusinessSettingsReader } from './settings/business-settings.js';
import { CheckoutHandlers } from './checkout/checkout.handlers.js';
import { ManualOrdersHandlers } from './manual-orders/manual-orders.handlers.js';
import { ManualOrdersService } from './manual-orders/manual-orders.service.js';
import { CheckoutService } from './checkout/checkout.service.js';
import { CHECKOUT_SETTINGS, checkoutSettings } from './checkout/checkout.settings.js';
import { OrderPayments } from './checkout/order-payments.service.js';
import { paymentsProvider } from './payments/payment-provider.js';
import { PaymentWebhooks } from './checkout/payment-webhooks.service.js';
import { PaymentsSweeper } from './checkout/payments-sweeper.js';
import { CustomersHandlers } from './customers/customers.handlers.js';
import { CustomersService } from './customers/customers.service.js';
import { DashboardHandlers } from './dashboard/dashboard.handlers.js';
import { OrderFiguresService } from './dashboard/order-figures.service.js';
import { catalogClientProvider, contentClientProvider } from './clients.js';
import { OrderLine } from './orders/order-line.entity.js';
import { Order } from './orders/order.entity.js';
import { OrderFulfilment } from './orders/order-fulfilment.service.js';
import { OrderLifecycle } from './orders/order-lifecycle.service.js';
import { OrdersHandlers } from './orders/orders.handlers.js';
import { OrdersService } from './orders/orders.service.js';
import { OrderPapersHandlers } from './papers/order-papers.handlers.js';
import { OrderPapers } from './papers/order-papers.service.js';
import { DiscountAttempts } from './discounts/discount-attempts.js';
import { DiscountCodesService } from './discounts/discount-codes.service.js';
import { DiscountsHandlers } from './discounts/discounts.handlers.js';
import { ReportsHandlers } from './reports/reports.handlers.js';
import { SalesReportService } from './reports/sales-report.service.js';

export const cartOrderEntities = [Order, OrderLine, CartLine, Certificate];

@Module({
  imports: [TypeOrmModule.forFeature(cartOrderEntities)],
  controllers: [
    OrdersHandlers,
    CartHandlers,
    CheckoutHandlers,
    ManualOrdersHandlers,
    CustomersHandlers,
    DashboardHandlers,
    CertificatesHandlers,
    ReportsHandlers,
    OrderPapersHandlers,
    DiscountsHandlers,
  ],
  providers: [
    CartService,
    OrdersService,
    OrderLifecycle,
    OrderFulfilment,
    OrderPapers,
    CustomersService,
    OrderFiguresService,
    SalesReportService,
    CheckoutService,
    DiscountCodesService,
    DiscountAttempts,
    ManualOrdersService,
    BusinessSettingsReader,
    OrderPayments,
    PaymentWebhooks,
    PaymentsSweeper,
    CertificatesService,
    { provide: CERTIFICATE_SETTINGS, useFactory: () => certificateSettings() },
    { provide: CHECKOUT_SETTINGS, useFactory: () => checkoutSettings() },
    paymentsProvider,
    catalogClientProvider,
    contentClientProvider,
    cartOrderEventHandlers,
  ],
})
export class CartOrderModule {}
