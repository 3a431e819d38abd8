import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type MailStatus = 'queued' | 'sent' | 'failed';

/** Every e-mail the shop sends, kept as a log the artist can read. */
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

  @Column({ name: 'to_address', type: 'text' })
  to: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text' })
  html: string;

  @Column({ type: 'text', default: 'queued' })
  status: MailStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
