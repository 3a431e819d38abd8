import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CreateLocalPaymentTables1764200000000 } from '@artshop/payments';

/**
 * Payments go through Stripe alone (the Stripe emulator in development and tests): the tables of the
 * in-process test provider, which kept its payments, refunds and notifications here, go. Down brings
 * them back empty.
 */
export class DropLocalPaymentTables1765300000100 implements MigrationInterface {
  name = 'DropLocalPaymentTables1765300000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await new CreateLocalPaymentTables1764200000000().down(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await new CreateLocalPaymentTables1764200000000().up(queryRunner);
  }
}
