import { CreateLocalPaymentTables1764200000000 } from '@artshop/payments';
import { main, runService } from '@artshop/service-kit';
import { CartOrderModule, cartOrderEntities } from './cart-order.module.js';
import { Orders1763800000200 } from './migrations/1763800000200-orders.js';
import { Cart1763800000210 } from './migrations/1763800000210-cart.js';
import { Checkout1764200000220 } from './migrations/1764200000220-checkout.js';
import { OrderFulfilment1764300000100 } from './migrations/1764300000100-order-fulfilment.js';
import { OwnOrders1764300000310 } from './migrations/1764300000310-own-orders.js';
import { Certificates1764300000410 } from './migrations/1764300000410-certificates.js';
import { PendingRefunds1764400000120 } from './migrations/1764400000120-pending-refunds.js';
import { CheckoutHolds1764400000230 } from './migrations/1764400000230-checkout-holds.js';
import { EditionLedger1764600000110 } from './migrations/1764600000110-edition-ledger.js';

main(() =>
  runService({
    part: 'cart-order',
    module: CartOrderModule,
    entities: cartOrderEntities,
    migrations: [
      Orders1763800000200,
      Cart1763800000210,
      CreateLocalPaymentTables1764200000000,
      Checkout1764200000220,
      OrderFulfilment1764300000100,
      OwnOrders1764300000310,
      Certificates1764300000410,
      PendingRefunds1764400000120,
      CheckoutHolds1764400000230,
      EditionLedger1764600000110,
    ],
  }),
);
