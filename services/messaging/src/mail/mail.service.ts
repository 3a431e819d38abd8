import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@artshop/contracts';
import { MAIL_SETTINGS, type MailSettings } from './mail.settings.js';
import { OutgoingMail } from './outgoing-mail.entity.js';
import { welcomeMail, type RenderedMail } from './templates.js';

@Injectable()
export class MailService {
  constructor(@Inject(MAIL_SETTINGS) private readonly settings: MailSettings) {}

  /** Records the welcome mail for a new customer, in the transaction that marks the event handled. */
  async welcome(event: EventEnvelope<'user.registered'>, manager: EntityManager): Promise<void> {
    await this.record(manager, 'welcome', event.id, event.data.email, welcomeMail(event.data, this.settings.shopUrl));
  }

  private async record(manager: EntityManager, template: string, eventId: string, to: string, mail: RenderedMail) {
    await manager.insert(OutgoingMail, { template, eventId, to, ...mail, status: 'queued' });
  }
}
