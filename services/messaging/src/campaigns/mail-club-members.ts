import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@artshop/contracts';
import { run } from '@artshop/persistence';
import { RECORD_MAIL_CLUB_MEMBER } from './campaigns.sql.js';

/**
 * The Mail Club's members as subscription.changed tells them (the subscription service owns them):
 * each subscription's address and status, kept from the latest change, so a late older event changes nothing.
 */
@Injectable()
export class MailClubMembers {
  async record(event: EventEnvelope<'subscription.changed'>, manager: EntityManager): Promise<void> {
    const { subscriptionId, email, to } = event.data;
    await run(manager, RECORD_MAIL_CLUB_MEMBER, { subscriptionId, email, status: to, changedAt: event.occurredAt });
  }
}
