import { CreateLocalPaymentTables1764200000000 } from '@artshop/payments';
import { main, runService } from '@artshop/service-kit';
import { CartOrderModule, cartOrderEntities } from './cart-order.module.js';
import { Orders1763800000200 } from './migrations/1763800000200-orders.js';
import { Cart1763800000210 } from './migrations/1763800000210-cart.js';
import { OrderLinesProductIndex1763800000211 } from './migrations/1763800000211-order-lines-product-index.js';
import { Checkout1764200000220 } from './migrations/1764200000220-checkout.js';
import { OpenOrdersIndex1764200000221 } from './migrations/1764200000221-open-orders-index.js';
import { OrderFulfilment1764300000100 } from './migrations/1764300000100-order-fulfilment.js';
import { OrdersListIndexes1764300000101 } from './migrations/1764300000101-orders-list-indexes.js';
import { OwnOrders1764300000310 } from './migrations/1764300000310-own-orders.js';
import { Certificates1764300000410 } from './migrations/1764300000410-certificates.js';
import { PendingRefunds1764400000120 } from './migrations/1764400000120-pending-refunds.js';
import { CheckoutHolds1764400000230 } from './migrations/1764400000230-checkout-holds.js';
import { OpenOrdersByClientIndex1764400000231 } from './migrations/1764400000231-open-orders-by-client-index.js';
import { EditionLedger1764600000110 } from './migrations/1764600000110-edition-ledger.js';
import { OrdersSearch1765000000031 } from './migrations/1765000000031-orders-search.js';
import { RefundRequestKeys1765000000050 } from './migrations/1765000000050-refund-request-keys.js';
import { Customers1765100000200 } from './migrations/1765100000200-customers.js';
import { CloseRefundedOrders1765000000040 } from './migrations/1765000000040-close-refunded-orders.js';
import { Invoices1765200000300 } from './migrations/1765200000300-invoices.js';
import { DropLocalPaymentTables1765300000100 } from './migrations/1765300000100-drop-local-payment-tables.js';
import { ManualOrders1765400000100 } from './migrations/1765400000100-manual-orders.js';
import { ManualOrdersIndex1765400000101 } from './migrations/1765400000101-manual-orders-index.js';
import { DiscountCodes1765400000200 } from './migrations/1765400000200-discount-codes.js';
import { DiscountCodesIndex1765400000201 } from './migrations/1765400000201-discount-codes-index.js';

main(() =>
  runService({
    part: 'cart-order',
    module: CartOrderModule,
    entities: cartOrderEntities,
    migrations: [
      Orders1763800000200,
      Cart1763800000210,
      OrderLinesProductIndex1763800000211,
      CreateLocalPaymentTables1764200000000,
      Checkout1764200000220,
      OpenOrdersIndex1764200000221,
      OrderFulfilment1764300000100,
      OrdersListIndexes1764300000101,
      OwnOrders1764300000310,
      Certificates1764300000410,
      PendingRefunds1764400000120,
      CheckoutHolds1764400000230,
      OpenOrdersByClientIndex1764400000231,
      EditionLedger1764600000110,
      OrdersSearch1765000000031,
      RefundRequestKeys1765000000050,
      Customers1765100000200,
      CloseRefundedOrders1765000000040,
      Invoices1765200000300,
      DropLocalPaymentTables1765300000100,
      ManualOrders1765400000100,
      ManualOrdersIndex1765400000101,
      DiscountCodes1765400000200,
      DiscountCodesIndex1765400000201,
    ],
  }),
);
