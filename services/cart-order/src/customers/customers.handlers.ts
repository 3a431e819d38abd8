import { Controller } from '@nestjs/common';
import { CartOrderRpc, type InputOf } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { CustomersService } from './customers.service.js';

@Controller()
export class CustomersHandlers {
  constructor(private readonly customers: CustomersService) {}

  @Handles(CartOrderRpc.listCustomers)
  list(query: InputOf<typeof CartOrderRpc.listCustomers>) {
    return this.customers.list(query);
  }

  @Handles(CartOrderRpc.exportCustomers)
  csv(query: InputOf<typeof CartOrderRpc.exportCustomers>) {
    return this.customers.csv(query);
  }
}
