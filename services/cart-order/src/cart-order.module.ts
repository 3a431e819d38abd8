import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartLine } from './cart/cart-line.entity.js';
import { CartHandlers } from './cart/cart.handlers.js';
import { CartService } from './cart/cart.service.js';
import { catalogClientProvider } from './clients.js';
import { OrderLine } from './orders/order-line.entity.js';
import { Order } from './orders/order.entity.js';
import { OrdersHandlers } from './orders/orders.handlers.js';
import { OrdersService } from './orders/orders.service.js';

export const cartOrderEntities = [Order, OrderLine, CartLine];

@Module({
  imports: [TypeOrmModule.forFeature(cartOrderEntities)],
  controllers: [OrdersHandlers, CartHandlers],
  providers: [CartService, OrdersService, catalogClientProvider],
})
export class CartOrderModule {}
