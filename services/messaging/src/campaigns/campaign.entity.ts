import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CampaignStatus } from '@artshop/contracts';
import type { CampaignCard } from '../mail/templates/campaign.js';

/** An announcement to the shop's list; its sending goes in batches (see CampaignSending). */
@Entity({ name: 'campaigns' })
export class Campaign {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  subject: string;

  /** Markdown, as the artist wrote it. */
  @Column({ type: 'text', default: '' })
  text: string;

  /** Uploaded pictures' addresses, shown under the text. */
  @Column({ type: 'jsonb', default: [] })
  images: string[];

  /** The works shown as cards, in the artist's order. */
  @Column({ name: 'product_ids', type: 'jsonb', default: [] })
  productIds: string[];

  @Column({ name: 'to_newsletter', type: 'boolean', default: true })
  toNewsletter: boolean;

  @Column({ name: 'to_mail_club', type: 'boolean', default: false })
  toMailClub: boolean;

  @Column({ type: 'text', default: 'draft' })
  status: CampaignStatus;

  @Column({ name: 'send_at', type: 'timestamptz', nullable: true })
  sendAt: Date | null;

  /** The works' cards as they were when sending started: every recipient sees the same. */
  @Column({ type: 'jsonb', nullable: true })
  works: CampaignCard[] | null;

  /** Batches of mail written so far: the next batch's job id, so a job added twice runs once. */
  @Column({ type: 'integer', default: 0 })
  batches: number;

  /** When the next step is due: the start (sendAt), then each batch after the last by the configured interval. */
  @Column({ name: 'next_batch_at', type: 'timestamptz', nullable: true })
  nextBatchAt: Date | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
