import { Inject, Injectable, Logger } from '@nestjs/common';
import { ContentRpc, DEFAULT_NOTIFICATION_SETTINGS, type NotificationKind, type NotificationSettings, type RequestContext } from '@artshop/contracts';
import type { ServiceClient } from '@artshop/service-kit';
import { CONTENT } from '../clients.js';
import { MAIL_SETTINGS, type MailSettings } from './mail.settings.js';

const NOTIFICATIONS_CONTEXT: RequestContext = { requestId: 'studio-notifications', caller: { userId: null, role: null, sessionId: null } };

/**
 * Where the studio's own notifications go, as the artist set it on the Notifications screen. Read
 * from content for each notification (they are few, and a change must hold from the next one on);
 * if content does not answer, the last settings read stand in, else the configured ARTIST_EMAIL, so
 * a notification is never held back.
 */
@Injectable()
export class StudioNotifications {
  private readonly logger = new Logger('mail');
  private lastRead: NotificationSettings | undefined;

  constructor(
    @Inject(CONTENT) private readonly content: ServiceClient<'content'>,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  /** The address a notification of this kind goes to, or null when the artist switched it off. */
  async recipient(kind: NotificationKind): Promise<string | null> {
    const settings = await this.read();
    if (!settings[kind]) return null;
    return settings.email || this.settings.artistEmail;
  }

  /** Where the studio's mail goes, whichever kinds are switched on (a campaign's test). */
  async address(): Promise<string> {
    return (await this.read()).email || this.settings.artistEmail;
  }

  private async read(): Promise<NotificationSettings> {
    try {
      this.lastRead = await this.content.call(ContentRpc.getNotificationSettings, {}, NOTIFICATIONS_CONTEXT);
      return this.lastRead;
    } catch (error) {
      this.logger.warn({ msg: 'notification settings unavailable; the last ones read stand in', error: String((error as Error)?.message ?? error) });
      return this.lastRead ?? DEFAULT_NOTIFICATION_SETTINGS;
    }
  }
}
