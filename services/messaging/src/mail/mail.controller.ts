import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { OutgoingMail } from './outgoing-mail.entity.js';

@Controller()
export class MailController {
  constructor(@InjectRepository(OutgoingMail) private readonly mails: Repository<OutgoingMail>) {}

  /** The outgoing-mail log for the admin, newest first. */
  @MessagePattern('mail.list')
  async list() {
    const mails = await this.mails.find({ order: { createdAt: 'DESC' }, take: 200 });
    return mails.map((mail) => ({
      id: mail.id,
      template: mail.template,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      status: mail.status,
      createdAt: mail.createdAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
    }));
  }
}
