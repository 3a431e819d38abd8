import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createIndexConcurrently, trigramOps } from '@artshop/persistence';
import { MESSAGE_SEARCH_TEXT, SUBSCRIBER_SEARCH_TEXT } from '../messages/inbox-search.js';

/**
 * The inbox and the newsletter list are searched in the database, a page at a time: trigram indexes
 * answer a search for any part of a name, address, subject or text, and the newsletter list's order
 * has its own index. Built concurrently (messages and subscriptions keep arriving), so outside a transaction.
 */
export class ListSearch1765000000030 implements MigrationInterface {
  name = 'ListSearch1765000000030';
  transaction = false;

  async up(queryRunner: QueryRunner): Promise<void> {
    const ops = await trigramOps(queryRunner);
    await createIndexConcurrently(queryRunner, 'messages_search', `ON messages USING gin (${MESSAGE_SEARCH_TEXT} ${ops})`);
    await createIndexConcurrently(queryRunner, 'newsletter_subscribers_search', `ON newsletter_subscribers USING gin (${SUBSCRIBER_SEARCH_TEXT} ${ops})`);
    await createIndexConcurrently(queryRunner, 'newsletter_subscribers_newest', `ON newsletter_subscribers (created_at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS newsletter_subscribers_newest`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS newsletter_subscribers_search`);
    await queryRunner.query(`DROP INDEX CONCURRENTLY IF EXISTS messages_search`);
  }
}
