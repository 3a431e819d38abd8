import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartLine } from './cart/cart-line.entity.js';
import { CartController } from './cart/cart.controller.js';
import { CartService } from './cart/cart.service.js';
import { catalogClientProvider } from './clients.js';
import { OrderLine } from './orders/order-line.entity.js';
import { Order } from './orders/order.entity.js';
import { OrdersController } from './orders/orders.controller.js';

export const cartOrderEntities = [Order, OrderLine, CartLine];

@Module({
  imports: [TypeOrmModule.forFeature(cartOrderEntities)],
  controllers: [OrdersController, CartController],
  providers: [CartService, catalogClientProvider],
})
export class CartOrderModule {}
