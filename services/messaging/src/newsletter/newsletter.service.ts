import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stringify } from 'csv-stringify/sync';
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  NEWSLETTER_LANDING,
  newsletterTokenQuerySchema,
  type FileAnswer,
  type FormAccepted,
  type NewsletterStatus,
  type NewsletterSubscriber as NewsletterSubscriberDto,
  type NewsletterSubscriberPage,
  type NewsletterSubscriptionInput,
  type RedirectAnswer,
  type SubscriberListQuery,
} from '@artshop/contracts';
import { containsPattern } from '@artshop/persistence';
import { MailService } from '../mail/mail.service.js';
import { MAIL_SETTINGS, type MailSettings } from '../mail/mail.settings.js';
import { SUBSCRIBER_SEARCH_TEXT } from '../messages/inbox-search.js';
import { NewsletterSubscriber } from './newsletter-subscriber.entity.js';

const CONFIRMATION_VALID_MS = 7 * 24 * 3600 * 1000;

/** The same answer whoever subscribes, so the form cannot tell anybody who is on the list. */
const SUBSCRIBED: FormAccepted = { message: 'Thank you for subscribing! Please check your inbox to confirm your subscription.' };

const newToken = () => randomBytes(32).toString('base64url');
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class NewsletterService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  /**
   * Double opt-in. A new or still-pending address gets a (new) confirmation link; an address that
   * had unsubscribed starts over as pending; a confirmed one gets nothing new. One row per address.
   */
  async subscribe(input: NewsletterSubscriptionInput): Promise<FormAccepted> {
    await this.dataSource.transaction(async (manager) => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(NewsletterSubscriber)
        .values({ email: input.email, firstName: input.firstName, lastName: input.lastName, status: 'pending', unsubscribeToken: newToken() })
        .orIgnore()
        .execute();
      const subscriber = await manager.findOneOrFail(NewsletterSubscriber, { where: { email: input.email }, lock: { mode: 'pessimistic_write' } });
      if (subscriber.status === 'confirmed') return;
      const confirmToken = newToken();
      Object.assign(subscriber, {
        status: 'pending',
        firstName: input.firstName ?? subscriber.firstName,
        lastName: input.lastName ?? subscriber.lastName,
        confirmTokenHash: sha256(confirmToken),
        confirmTokenExpiresAt: new Date(Date.now() + CONFIRMATION_VALID_MS),
      });
      await manager.save(subscriber);
      await this.mail.queue(
        manager,
        'newsletter-confirmation',
        {
          firstName: subscriber.firstName,
          confirmUrl: this.link('confirm', confirmToken),
          unsubscribeUrl: this.link('unsubscribe', subscriber.unsubscribeToken),
        },
        { to: subscriber.email },
      );
    });
    return SUBSCRIBED;
  }

  /** The confirmation link. Following it again after confirming still says confirmed. */
  async confirm(query: unknown): Promise<RedirectAnswer> {
    const token = newsletterTokenQuerySchema.safeParse(query);
    if (!token.success) return { redirect: NEWSLETTER_LANDING.invalid };
    return this.dataSource.transaction(async (manager) => {
      const subscriber = await manager.findOne(NewsletterSubscriber, {
        where: { confirmTokenHash: sha256(token.data.token) },
        lock: { mode: 'pessimistic_write' },
      });
      if (subscriber?.status === 'confirmed') return { redirect: NEWSLETTER_LANDING.confirmed };
      if (!subscriber || subscriber.status !== 'pending' || !subscriber.confirmTokenExpiresAt || subscriber.confirmTokenExpiresAt < new Date()) {
        return { redirect: NEWSLETTER_LANDING.invalid };
      }
      await manager.update(NewsletterSubscriber, { id: subscriber.id }, { status: 'confirmed', confirmedAt: new Date(), unsubscribedAt: null });
      return { redirect: NEWSLETTER_LANDING.confirmed };
    });
  }

  /** The unsubscribe link every newsletter mail carries. */
  async unsubscribe(query: unknown): Promise<RedirectAnswer> {
    const token = newsletterTokenQuerySchema.safeParse(query);
    if (!token.success) return { redirect: NEWSLETTER_LANDING.invalid };
    const subscriber = await this.dataSource.getRepository(NewsletterSubscriber).findOneBy({ unsubscribeToken: token.data.token });
    if (!subscriber) return { redirect: NEWSLETTER_LANDING.invalid };
    if (subscriber.status !== 'unsubscribed') {
      // The old confirmation link must not sign them up again.
      await this.dataSource
        .getRepository(NewsletterSubscriber)
        .update({ id: subscriber.id }, { status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null, confirmTokenExpiresAt: null });
    }
    return { redirect: NEWSLETTER_LANDING.unsubscribed };
  }

  /** A page of the subscribers matching the search and status, newest first, with the count per status. */
  async list(query: SubscriberListQuery): Promise<NewsletterSubscriberPage> {
    const repository = this.dataSource.getRepository(NewsletterSubscriber);
    const matching = () => {
      const found = repository.createQueryBuilder('s');
      if (query.q) found.where(`${SUBSCRIBER_SEARCH_TEXT} ILIKE :pattern`, { pattern: containsPattern(query.q) });
      return found;
    };
    const byStatus: Array<{ status: NewsletterStatus; count: number }> = await matching()
      .select('s.status', 'status')
      .addSelect('count(*)::int', 'count')
      .groupBy('s.status')
      .getRawMany();
    const counts: NewsletterSubscriberPage['counts'] = { all: 0, pending: 0, confirmed: 0, unsubscribed: 0 };
    for (const row of byStatus) {
      counts[row.status] = row.count;
      counts.all += row.count;
    }
    const page = matching();
    if (query.status !== 'all') page.andWhere('s.status = :status', { status: query.status });
    // The id breaks ties between subscribers of the same instant, so nobody shows on two pages.
    const subscribers = await page
      .orderBy('s.createdAt', 'DESC')
      .addOrderBy('s.id', 'DESC')
      .skip((query.page - 1) * query.pageSize)
      .take(query.pageSize)
      .getMany();
    return { subscribers: subscribers.map(toSubscriberDto), total: counts[query.status], page: query.page, pageSize: query.pageSize, counts };
  }

  /** Every subscriber as CSV, for a mailing tool or a spreadsheet. */
  async csv(): Promise<FileAnswer> {
    const rows = await this.dataSource.getRepository(NewsletterSubscriber).find({ order: { createdAt: 'DESC', id: 'DESC' } });
    const subscribers = rows.map(toSubscriberDto);
    const body = stringify(
      subscribers.map((subscriber) => [
        subscriber.email,
        subscriber.firstName ?? '',
        subscriber.lastName ?? '',
        subscriber.status,
        subscriber.createdAt,
        subscriber.confirmedAt ?? '',
        subscriber.unsubscribedAt ?? '',
      ]),
      {
        header: true,
        columns: ['Email', 'First name', 'Last name', 'Status', 'Subscribed', 'Confirmed', 'Unsubscribed'],
        // Excel reads UTF-8 (accented names) only with a byte order mark.
        bom: true,
        // A cell starting with = + - @ would run as a formula in a spreadsheet: names come from the public form.
        cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
      },
    );
    const today = new Date().toISOString().slice(0, 10);
    return { contentType: 'text/csv; charset=utf-8', filename: `newsletter-subscribers-${today}.csv`, body };
  }

  private link(action: 'confirm' | 'unsubscribe', token: string): string {
    return `${this.settings.shopUrl}/api/newsletter/${action}?token=${token}`;
  }
}

function toSubscriberDto(subscriber: NewsletterSubscriber): NewsletterSubscriberDto {
  return {
    id: subscriber.id,
    email: subscriber.email,
    firstName: subscriber.firstName,
    lastName: subscriber.lastName,
    status: subscriber.status,
    createdAt: subscriber.createdAt.toISOString(),
    confirmedAt: subscriber.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: subscriber.unsubscribedAt?.toISOString() ?? null,
  };
}
