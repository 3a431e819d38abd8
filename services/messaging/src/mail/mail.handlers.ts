import { Controller } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MessagingRpc, type OutgoingMailEntry } from '@artshop/contracts';
import { AppError, Handles } from '@artshop/service-kit';
import { OutgoingMail } from './outgoing-mail.entity.js';

@Controller()
export class MailHandlers {
  constructor(@InjectRepository(OutgoingMail) private readonly mails: Repository<OutgoingMail>) {}

  /** The outgoing-mail log for the admin (the development mailbox when no SMTP is set), newest first. */
  @Handles(MessagingRpc.listOutgoingMail)
  async list(): Promise<OutgoingMailEntry[]> {
    const mails = await this.mails.find({ order: { createdAt: 'DESC' }, take: 200 });
    return mails.map(toMailEntry);
  }

  @Handles(MessagingRpc.getOutgoingMail)
  async get({ id }: { id: string }): Promise<OutgoingMailEntry> {
    const mail = await this.mails.findOneBy({ id });
    if (!mail) throw AppError.notFound('Mail not found');
    return toMailEntry(mail);
  }
}

export function toMailEntry(mail: OutgoingMail): OutgoingMailEntry {
  return {
    id: mail.id,
    template: mail.template,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    status: mail.status,
    delivery: mail.delivery,
    attempts: mail.attempts,
    error: mail.error,
    messageId: mail.messageId,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
  };
}
