import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { idSchema, priceLinesRequestSchema, productListQuerySchema } from '@artshop/contracts';
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

  /** Validated in the service: an update is checked as the stored product overlaid with the body. */
  @MessagePattern('products.create')
  create(@Payload() request: RpcRequest) {
    return this.products.create(request.body);
  }

  @MessagePattern('products.update')
  update(@Payload() request: RpcRequest) {
    return this.products.update(parseInput(idSchema, request.params.id), request.body);
  }

  /** null (the gateway answers 204) when deleted; { archived, message } when it had orders. */
  @MessagePattern('products.delete')
  delete(@Payload() request: RpcRequest) {
    return this.products.delete(parseInput(idSchema, request.params.id), request.requestId, request.caller);
  }

  /** For cart-order: the catalog's name, picture, price and stock of each cart line. */
  @MessagePattern('products.price-lines')
  priceLines(@Payload() request: RpcRequest) {
    return this.products.priceLines(parseInput(priceLinesRequestSchema, request.body).lines);
  }
}
