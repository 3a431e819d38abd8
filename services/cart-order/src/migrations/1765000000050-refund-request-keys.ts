import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The artist's refund of a custom amount carries the key of its request (made once by the refund
 * dialog): the same request sent twice (a double click, a retry) finds the refund it already made
 * instead of refunding again.
 */
export class RefundRequestKeys1765000000050 implements MigrationInterface {
  name = 'RefundRequestKeys1765000000050';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE order_refunds ADD COLUMN request_key text`);
    await queryRunner.query(`CREATE UNIQUE INDEX order_refunds_request_key ON order_refunds (order_id, request_key) WHERE request_key IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX order_refunds_request_key`);
    await queryRunner.query(`ALTER TABLE order_refunds DROP COLUMN request_key`);
  }
}
