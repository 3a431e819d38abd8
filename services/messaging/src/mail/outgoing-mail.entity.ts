import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { MailStatus } from '@artshop/contracts';

export type { MailStatus };

/**
 * Every e-mail the shop sends, kept as a log the artist can read. A row is written 'queued' in the
 * transaction of its cause; it is also the outbox of mail delivery (enqueuedAt: handed to the queue).
 */
@Entity({ name: 'outgoing_mail' })
export class OutgoingMail {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Which template produced it, e.g. 'welcome'. */
  @Column({ type: 'text' })
  template: string;

  /** The event that caused it; one mail per event and template. */
  @Column({ name: 'event_id', type: 'uuid', nullable: true })
  eventId: string | null;

  /** The inbox message it is about (the artist's notification, a reply). */
  @Column({ name: 'message_id', type: 'uuid', nullable: true })
  messageId: string | null;

  @Column({ name: 'to_address', type: 'text' })
  to: string;

  @Column({ name: 'reply_to', type: 'text', nullable: true })
  replyTo: string | null;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text' })
  html: string;

  /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
  @Column({ type: 'jsonb', default: {} })
  headers: Record<string, string>;

  @Column({ type: 'text', default: 'queued' })
  status: MailStatus;

  /** 'smtp' or 'dev-mailbox', once sent. */
  @Column({ type: 'text', nullable: true })
  delivery: string | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** The last delivery error. */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ name: 'enqueued_at', type: 'timestamptz', nullable: true })
  enqueuedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ name: 'failed_at', type: 'timestamptz', nullable: true })
  failedAt: Date | null;

  /** The trace of what caused the mail (W3C trace context), when traces are on. */
  @Column({ type: 'jsonb', nullable: true })
  trace: Record<string, string> | null;
}
