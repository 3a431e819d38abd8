import type { DataSource } from 'typeorm';
import { insertMissing } from '@artshop/persistence';
import { MAIL_CLUB_PLANS } from '@artshop/demo-data';
import { Plan } from './plans/plan.entity.js';

/** Loads the demo Mail Club plans; plans that exist (by slug) are left as the artist made them. */
export async function seedPlans(dataSource: DataSource): Promise<void> {
  await insertMissing(
    dataSource.manager,
    Plan,
    MAIL_CLUB_PLANS.map((plan) => ({ ...plan, features: [...plan.features] })),
  );
}
