import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { SubscriptionStatus } from '@artshop/contracts';

/** A Mail Club subscription as the last subscription.changed said it is: the subscription service owns members, messaging keeps their address and status. */
@Entity({ name: 'mail_club_members' })
export class MailClubMember {
  @PrimaryColumn({ name: 'subscription_id', type: 'uuid' })
  subscriptionId: string;

  /** Lowercased. */
  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  status: SubscriptionStatus;

  /** When that change happened: an older event arriving late changes nothing. */
  @Column({ name: 'changed_at', type: 'timestamptz' })
  changedAt: Date;
}
