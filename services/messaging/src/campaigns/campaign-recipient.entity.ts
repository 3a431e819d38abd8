import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One address a campaign goes to (once, whichever lists it is on), its mail once written, and its own unsubscribe token. */
@Entity({ name: 'campaign_recipients' })
export class CampaignRecipient {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'campaign_id', type: 'uuid' })
  campaignId: string;

  /** Lowercased. */
  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'unsubscribe_token', type: 'text', unique: true })
  unsubscribeToken: string;

  /** Its mail in outgoing_mail, whose status is the delivery's; null until its batch is written. */
  @Column({ name: 'mail_id', type: 'uuid', nullable: true })
  mailId: string | null;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
