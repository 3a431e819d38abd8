import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { centsToDecimal, type Caller, type MailClubPlan } from '@artshop/contracts';
import { Plan } from './plan.entity.js';

@Injectable()
export class PlansService {
  constructor(@InjectRepository(Plan) private readonly plans: Repository<Plan>) {}

  /** Active plans for visitors; the admin also sees inactive ones. By display order, then name. */
  async list(caller: Caller): Promise<MailClubPlan[]> {
    const plans = await this.plans.find({
      where: caller.role === 'admin' ? {} : { status: 'active' },
      order: { displayOrder: 'ASC', name: 'ASC' },
    });
    return plans.map(toPlanView);
  }
}

function toPlanView({ priceCents, createdAt, updatedAt, ...plan }: Plan): MailClubPlan {
  return { ...plan, price: centsToDecimal(priceCents), createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}
