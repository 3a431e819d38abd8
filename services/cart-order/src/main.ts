import { CreateEventBusTables1763800000000 } from '@artshop/event-bus';
import { main, runService } from '@artshop/service-kit';
import { CartOrderModule, cartOrderEntities } from './cart-order.module.js';
import { Orders1763800000200 } from './migrations/1763800000200-orders.js';
import { Cart1763800000210 } from './migrations/1763800000210-cart.js';

main(() =>
  runService({
    part: 'cart-order',
    module: CartOrderModule,
    entities: cartOrderEntities,
    migrations: [CreateEventBusTables1763800000000, Orders1763800000200, Cart1763800000210],
  }),
);
