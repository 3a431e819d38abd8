import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { centsToDecimal } from '@artshop/contracts';
import type { RpcRequest } from '@artshop/service-kit';
import { Plan } from './plan.entity.js';

@Controller()
export class PlansController {
  constructor(@InjectRepository(Plan) private readonly plans: Repository<Plan>) {}

  /** Active plans for visitors; the admin also sees inactive ones. Sorted by display order. */
  @MessagePattern('plans.list')
  async list(@Payload() request: RpcRequest) {
    const plans = await this.plans.find({
      where: request.caller.role === 'admin' ? {} : { status: 'active' },
      order: { displayOrder: 'ASC', name: 'ASC' },
    });
    return plans.map(({ priceCents, createdAt, updatedAt, ...plan }) => ({
      ...plan,
      price: centsToDecimal(priceCents),
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    }));
  }
}
