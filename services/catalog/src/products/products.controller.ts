import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { idSchema, productListQuerySchema } from '@artshop/contracts';
import { parseInput, type RpcRequest } from '@artshop/service-kit';
import { ProductsService } from './products.service.js';

@Controller()
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @MessagePattern('products.list')
  list(@Payload() request: RpcRequest) {
    return this.products.list(parseInput(productListQuerySchema, request.query), request.caller);
  }

  @MessagePattern('products.get')
  get(@Payload() request: RpcRequest) {
    return this.products.get(parseInput(idSchema, request.params.id), request.caller);
  }
}
