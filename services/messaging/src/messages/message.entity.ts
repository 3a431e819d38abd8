import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CorporateInquiryDetails, MessageKind } from '@artshop/contracts';

/**
 * A message in the artist's inbox: from the contact form, or a corporate buyer's inquiry. Both are
 * read, archived, answered and deleted the same way, so they share a table; an inquiry's extra form
 * fields are only shown, never searched, and live in `details`.
 */
@Entity({ name: 'messages' })
export class Message {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', default: 'contact' })
  kind: MessageKind;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  subject: string | null;

  @Column({ type: 'text' })
  message: string;

  /** The corporate inquiry's form fields; null for a contact message. */
  @Column({ type: 'jsonb', nullable: true })
  details: CorporateInquiryDetails | null;

  @Column({ name: 'is_read', type: 'boolean', default: false })
  isRead: boolean;

  @Column({ name: 'is_archived', type: 'boolean', default: false })
  isArchived: boolean;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @Column({ name: 'replied_at', type: 'timestamptz', nullable: true })
  repliedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
