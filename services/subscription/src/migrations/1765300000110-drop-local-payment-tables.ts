import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CreateLocalBillingTables1764300000000, CreateLocalPaymentTables1764200000000 } from '@artshop/payments';

/**
 * The Mail Club bills through Stripe alone (the Stripe emulator in development and tests): the tables
 * of the in-process test provider, which kept its products, prices, checkouts, subscriptions, invoices,
 * clock and notifications here, go. Down brings them back empty.
 */
export class DropLocalPaymentTables1765300000110 implements MigrationInterface {
  name = 'DropLocalPaymentTables1765300000110';

  async up(queryRunner: QueryRunner): Promise<void> {
    await new CreateLocalBillingTables1764300000000().down(queryRunner);
    await new CreateLocalPaymentTables1764200000000().down(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await new CreateLocalPaymentTables1764200000000().up(queryRunner);
    await new CreateLocalBillingTables1764300000000().up(queryRunner);
  }
}
