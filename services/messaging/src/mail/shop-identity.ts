import { Inject, Injectable, Logger } from '@nestjs/common';
import { ContentRpc, siteSettingValue, type RequestContext } from '@artshop/contracts';
import type { ServiceClient } from '@artshop/service-kit';
import { CONTENT } from '../clients.js';
import { MAIL_SETTINGS, type MailSettings } from './mail.settings.js';
import type { MailContext } from './templates.js';

const MAIL_CONTEXT: RequestContext = { requestId: 'mail', caller: { userId: null, role: null, sessionId: null } };

const FRESH_FOR_MS = 60_000;

/**
 * Who the mails are from, read from the site's settings (artist_artistName, artist_email, and the
 * contact page's address), kept a minute. If content does not answer, the configured SHOP_NAME and
 * ARTIST_EMAIL stand in: a mail is never held back for a signature.
 */
@Injectable()
export class ShopIdentity {
  private readonly logger = new Logger('mail');
  private cached: { context: MailContext; until: number } | undefined;

  constructor(
    @Inject(CONTENT) private readonly content: ServiceClient<'content'>,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  async context(): Promise<MailContext> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.context;
    const fallback: MailContext = {
      shopUrl: this.settings.shopUrl,
      shopName: this.settings.shopName,
      artistEmail: this.settings.artistEmail,
      shopAddress: null,
    };
    try {
      const [siteSettings, contact] = await Promise.all([
        this.content.call(ContentRpc.listSiteSettings, {}, MAIL_CONTEXT),
        this.content.call(ContentRpc.getContactSettings, {}, MAIL_CONTEXT),
      ]);
      const context: MailContext = {
        shopUrl: this.settings.shopUrl,
        shopName: siteSettingValue(siteSettings, 'artist_artistName', fallback.shopName),
        artistEmail: siteSettingValue(siteSettings, 'artist_email', fallback.artistEmail),
        shopAddress: contact.contactInfo?.address?.trim() || null,
      };
      this.cached = { context, until: Date.now() + FRESH_FOR_MS };
      return context;
    } catch (error) {
      this.logger.warn({ msg: 'site settings unavailable; mail signed with the configured name', error: String((error as Error)?.message ?? error) });
      return fallback;
    }
  }
}
