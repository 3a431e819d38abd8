import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ContactSettings } from '@artshop/contracts';
import { serviceClientFromEnv, type ServiceClient } from '@artshop/service-kit';
import { MAIL_SETTINGS, type MailSettings } from './mail.settings.js';
import type { MailContext } from './templates.js';

/** RPC to content (CONTENT_RPC): the artist's name, e-mail and studio address as the artist set them. */
export const CONTENT = Symbol('CONTENT');
export const contentClientProvider = { provide: CONTENT, useFactory: () => serviceClientFromEnv('content') };

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
    @Inject(CONTENT) private readonly content: ServiceClient,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  async context(): Promise<MailContext> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.context;
    const fallback: MailContext = { shopUrl: this.settings.shopUrl, shopName: this.settings.shopName, artistEmail: this.settings.artistEmail, shopAddress: null };
    try {
      const request = { requestId: 'mail', caller: { userId: null, role: null, sessionId: null }, params: {}, query: {}, body: null };
      const [siteSettings, contact] = await Promise.all([
        this.content.call<Array<{ key: string; value: string }>>('site-settings.list', request),
        this.content.call<ContactSettings>('contact-settings.get', request),
      ]);
      const setting = (key: string) => siteSettings.find((entry) => entry.key === key)?.value.trim() || undefined;
      const context: MailContext = {
        shopUrl: this.settings.shopUrl,
        shopName: setting('artist_artistName') ?? fallback.shopName,
        artistEmail: setting('artist_email') ?? fallback.artistEmail,
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
