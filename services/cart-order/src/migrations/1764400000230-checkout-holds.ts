import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a checkout is kept by: the client it came from (a keyed hash of the address, from the
 * gateway) so the stock one client holds unpaid can be capped across replicas, and a key of what
 * was asked (cart lines, customer details, shipping method) so the same start again answers the
 * same order instead of a second payment.
 */
export class CheckoutHolds1764400000230 implements MigrationInterface {
  name = 'CheckoutHolds1764400000230';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN client_key text, ADD COLUMN checkout_key text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN client_key, DROP COLUMN checkout_key`);
  }
}
