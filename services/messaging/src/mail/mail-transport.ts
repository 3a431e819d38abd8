import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { MAIL_SETTINGS, type MailSettings } from './mail.settings.js';
import type { OutgoingMail } from './outgoing-mail.entity.js';

export type Delivery = 'smtp' | 'dev-mailbox';

/**
 * Sends over SMTP when SMTP_URL is set. Without it, the development mailbox: the outgoing-mail log
 * the admin reads is the mailbox, so a recorded mail counts as delivered.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly smtp: Transporter | undefined;

  constructor(@Inject(MAIL_SETTINGS) private readonly settings: MailSettings) {
    this.smtp = settings.smtpUrl
      ? createTransport({ url: settings.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as Parameters<
          typeof createTransport
        >[0])
      : undefined;
  }

  /** Throws when the SMTP server refuses or cannot be reached, so the job is retried. */
  async send(mail: OutgoingMail): Promise<Delivery> {
    if (!this.smtp) return 'dev-mailbox';
    await this.smtp.sendMail({
      from: this.settings.from,
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      // The same Message-ID on a resend lets the receiving side drop a duplicate.
      messageId: `<${mail.id}@${this.settings.artistEmail.split('@')[1] ?? 'localhost'}>`,
    });
    return 'smtp';
  }

  onApplicationShutdown() {
    this.smtp?.close();
  }
}
