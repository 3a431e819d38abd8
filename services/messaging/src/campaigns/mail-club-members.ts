import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@artshop/contracts';

/**
 * The Mail Club's members as subscription.changed tells them (the subscription service owns them):
 * each subscription's address and status, kept from the latest change, so a late older event changes nothing.
 */
@Injectable()
export class MailClubMembers {
  async record(event: EventEnvelope<'subscription.changed'>, manager: EntityManager): Promise<void> {
    const { subscriptionId, email, to } = event.data;
    await manager.query(
      `INSERT INTO mail_club_members (subscription_id, email, status, changed_at) VALUES ($1, lower($2), $3, $4)
       ON CONFLICT (subscription_id) DO UPDATE SET email = excluded.email, status = excluded.status, changed_at = excluded.changed_at
       WHERE mail_club_members.changed_at <= excluded.changed_at`,
      [subscriptionId, email, to, event.occurredAt],
    );
  }
}
