import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrderLine } from './orders/order-line.entity.js';
import { Order } from './orders/order.entity.js';
import { OrdersController } from './orders/orders.controller.js';

export const cartOrderEntities = [Order, OrderLine];

@Module({
  imports: [TypeOrmModule.forFeature(cartOrderEntities)],
  controllers: [OrdersController],
})
export class CartOrderModule {}
