import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { OutgoingMail } from '../mail/outgoing-mail.entity.js';
import { Message } from './message.entity.js';

/**
 * An answer the artist sent from the inbox: the words as written (the mail adds the greeting, signature
 * and quote), kept beside the message it answers so the message shows its thread. Whether it went out
 * is its mail's status.
 */
@Entity({ name: 'message_replies' })
export class MessageReply {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'message_id', type: 'uuid' })
  messageId: string;

  @ManyToOne(() => Message, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'message_id' })
  message?: Message;

  @Column({ name: 'mail_id', type: 'uuid' })
  mailId: string;

  @ManyToOne(() => OutgoingMail)
  @JoinColumn({ name: 'mail_id' })
  mail?: OutgoingMail;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
