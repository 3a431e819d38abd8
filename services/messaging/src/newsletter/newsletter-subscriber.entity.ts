import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { NewsletterStatus } from '@artshop/contracts';

/** A newsletter reader: pending until they follow the confirmation link (double opt-in). */
@Entity({ name: 'newsletter_subscribers' })
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Lowercased; one row per address. */
  @Column({ type: 'text', unique: true })
  email: string;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName: string | null;

  @Column({ type: 'text', default: 'pending' })
  status: NewsletterStatus;

  /** sha256 of the confirmation link's token: a copy of the database cannot confirm anybody. */
  @Column({ name: 'confirm_token_hash', type: 'text', nullable: true, unique: true })
  confirmTokenHash: string | null;

  @Column({ name: 'confirm_token_expires_at', type: 'timestamptz', nullable: true })
  confirmTokenExpiresAt: Date | null;

  /**
   * Kept as is (not hashed): every future newsletter must carry it, and it can only ever remove this
   * address from the list.
   */
  @Column({ name: 'unsubscribe_token', type: 'text', unique: true })
  unsubscribeToken: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;
}
