import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  CAMPAIGN_CANCEL_NOT_SCHEDULED,
  CAMPAIGN_CANCEL_TOO_LATE,
  NEWSLETTER_LANDING,
  type Campaign as CampaignDto,
  type CampaignRecipientsPage,
  type CampaignPreview,
  type CampaignTestSent,
  type InputOf,
  type ListUnsubscribed,
  type MessagingRpc,
  type RedirectAnswer,
} from '@artshop/contracts';
import { run } from '@artshop/persistence';
import { AppError } from '@artshop/service-kit';
import { MailService } from '../mail/mail.service.js';
import { MAIL_SETTINGS, type MailSettings } from '../mail/mail.settings.js';
import { ShopIdentity } from '../mail/shop-identity.js';
import { StudioNotifications } from '../mail/studio-notifications.js';
import { renderMail, type MailTemplateData } from '../mail/templates.js';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity.js';
import { CampaignRecipient } from './campaign-recipient.entity.js';
import { Campaign } from './campaign.entity.js';
import { CampaignSending, listUnsubscribeUrl } from './campaign-sending.js';
import { CampaignWorks } from './campaign-works.js';
import { CAMPAIGN_COUNTS, CAMPAIGN_RECIPIENTS_COUNT, CAMPAIGN_RECIPIENTS_PAGE, SCHEDULE_CAMPAIGN, type CampaignCounts } from './campaigns.sql.js';
import { ListOptOut } from './list-opt-out.entity.js';

type Draft = InputOf<typeof MessagingRpc.createCampaign>;

/** What a campaign no longer a draft is refused with: it went (or goes) once, as it was. */
const ALREADY: Record<Exclude<CampaignDto['status'], 'draft'>, string> = {
  scheduled: 'This campaign is already scheduled: it will be sent once, at its time',
  sending: 'This campaign is being sent already',
  sent: 'This campaign has been sent already: it cannot be sent or changed again',
};

const UNSUBSCRIBED: ListUnsubscribed = { message: 'You have been unsubscribed: no more mail from this list will reach you.' };

/** The artist's campaigns: drafts, the preview and the test, sending once, counts, and leaving the list. */
@Injectable()
export class CampaignsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    private readonly mail: MailService,
    private readonly shop: ShopIdentity,
    private readonly notifications: StudioNotifications,
    private readonly works: CampaignWorks,
    private readonly sending: CampaignSending,
  ) {}

  async list(): Promise<CampaignDto[]> {
    const campaigns = await this.dataSource.getRepository(Campaign).find({ order: { createdAt: 'DESC', id: 'DESC' } });
    const counts = await this.counts(campaigns.map(({ id }) => id));
    return campaigns.map((campaign) => toDto(campaign, counts.get(campaign.id)));
  }

  async get(id: string): Promise<CampaignDto> {
    const campaign = await this.find(this.dataSource.manager, id);
    return toDto(campaign, (await this.counts([id])).get(id));
  }

  async create(draft: Draft): Promise<CampaignDto> {
    const saved = await this.dataSource.getRepository(Campaign).save(this.dataSource.getRepository(Campaign).create(draft));
    return toDto(saved);
  }

  async update({ id, ...draft }: InputOf<typeof MessagingRpc.updateCampaign>): Promise<CampaignDto> {
    await this.dataSource.transaction(async (manager) => {
      await this.findDraft(manager, id);
      await manager.update(Campaign, { id }, draft);
    });
    return this.get(id);
  }

  async delete(id: string): Promise<null> {
    await this.dataSource.transaction(async (manager) => {
      await this.findDraft(manager, id);
      await manager.delete(Campaign, { id });
    });
    return null;
  }

  /** The mail as a recipient will get it, from the same template; its unsubscribe link is an example. */
  async preview(draft: Draft): Promise<CampaignPreview> {
    const mail = await renderMail('campaign', await this.content(draft, 'reader@example.com', 'example'), await this.shop.context());
    return { subject: mail.subject, html: mail.html, text: mail.text };
  }

  /** The mail to the artist's own address (the Notifications screen's), marked as a test. */
  async sendTest(id: string): Promise<CampaignTestSent> {
    const campaign = await this.find(this.dataSource.manager, id);
    const to = await this.notifications.address();
    const data = await this.content(campaign, to, 'test');
    await this.dataSource.transaction((manager) => this.mail.queue(manager, 'campaign', { ...data, subject: `[Test] ${data.subject}` }, { to }));
    return { to, message: `A test was sent to ${to}` };
  }

  /** Now or at sendAt, once: the draft becomes scheduled under a lock, so a second click finds it scheduled and is refused. */
  async send({ id, sendAt }: InputOf<typeof MessagingRpc.sendCampaign>): Promise<CampaignDto> {
    // Its works are still on sale (a 400 names the problem before anything is scheduled).
    await this.works.cards((await this.find(this.dataSource.manager, id)).productIds);
    await this.dataSource.transaction(async (manager) => {
      await this.findDraft(manager, id);
      await run(manager, SCHEDULE_CAMPAIGN, { id, sendAt });
    });
    this.sending.kick();
    return this.get(id);
  }

  /**
   * A scheduled campaign back to a draft, nothing sent. Under the row's lock, as the first batch takes it:
   * either this finds it scheduled and nothing goes, or sending has begun and this is refused.
   */
  async cancel(id: string): Promise<CampaignDto> {
    await this.dataSource.transaction(async (manager) => {
      const campaign = await this.find(manager, id, true);
      if (campaign.status === 'sending' || campaign.status === 'sent') throw AppError.conflict(CAMPAIGN_CANCEL_TOO_LATE);
      if (campaign.status !== 'scheduled') throw AppError.conflict(CAMPAIGN_CANCEL_NOT_SCHEDULED);
      await manager.update(Campaign, { id }, { status: 'draft', sendAt: null, nextBatchAt: null });
    });
    return this.get(id);
  }

  /** Who it went to, a page at a time in the order the mails were written: the address, its mail's status and error. */
  async recipients({ id, page, pageSize }: InputOf<typeof MessagingRpc.listCampaignRecipients>): Promise<CampaignRecipientsPage> {
    await this.find(this.dataSource.manager, id);
    const [rows, [count]] = await Promise.all([
      run(this.dataSource, CAMPAIGN_RECIPIENTS_PAGE, { campaignId: id, limit: pageSize, offset: (page - 1) * pageSize }),
      run(this.dataSource, CAMPAIGN_RECIPIENTS_COUNT, { campaignId: id }),
    ]);
    return { recipients: rows, total: count?.total ?? 0, page, pageSize };
  }

  /** The visible link: off the list, then the storefront says so. */
  async unsubscribeLink(token: string): Promise<RedirectAnswer> {
    return { redirect: (await this.unsubscribe(token)) ? NEWSLETTER_LANDING.unsubscribed : NEWSLETTER_LANDING.invalid };
  }

  /** The mail program's one-click post: off the list, nothing to confirm. An unknown token is answered alike (it tells nobody anything). */
  async unsubscribeOneClick(token: string): Promise<ListUnsubscribed> {
    await this.unsubscribe(token);
    return UNSUBSCRIBED;
  }

  /** The address leaves the list: no campaign goes to it again, and it leaves the newsletter too. */
  private async unsubscribe(token: string): Promise<boolean> {
    if (!token) return false;
    return this.dataSource.transaction(async (manager) => {
      const recipient = await manager.findOneBy(CampaignRecipient, { unsubscribeToken: token });
      if (!recipient) return false;
      await manager.createQueryBuilder().insert().into(ListOptOut).values({ email: recipient.email }).orIgnore().execute();
      if (!recipient.unsubscribedAt) await manager.update(CampaignRecipient, { id: recipient.id }, { unsubscribedAt: new Date() });
      await manager
        .createQueryBuilder()
        .update(NewsletterSubscriber)
        .set({ status: 'unsubscribed', unsubscribedAt: () => 'now()', confirmTokenHash: null, confirmTokenExpiresAt: null })
        .where(`lower(email) = :email AND status <> 'unsubscribed'`, { email: recipient.email })
        .execute();
      return true;
    });
  }

  private async content(
    draft: Pick<Campaign, 'subject' | 'text' | 'images' | 'productIds'>,
    recipient: string,
    token: string,
  ): Promise<MailTemplateData['campaign']> {
    return {
      subject: draft.subject,
      text: draft.text,
      imageUrls: draft.images.map((url) => this.works.absolute(url)),
      works: await this.works.cards(draft.productIds),
      recipient,
      unsubscribeUrl: listUnsubscribeUrl(this.settings, token),
    };
  }

  /**
   * Per campaign: its recipients; their mails sent and failed (as the mail pipeline recorded them);
   * and those who left the list since it went to them (by its link, another campaign's, or the newsletter's).
   */
  private async counts(ids: string[]): Promise<Map<string, CampaignCounts>> {
    if (ids.length === 0) return new Map();
    const rows = await run(this.dataSource, CAMPAIGN_COUNTS, { campaignIds: ids });
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async find(manager: EntityManager, id: string, lock = false): Promise<Campaign> {
    const campaign = await manager.findOne(Campaign, { where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!campaign) throw AppError.notFound('Campaign not found');
    return campaign;
  }

  private async findDraft(manager: EntityManager, id: string): Promise<Campaign> {
    const campaign = await this.find(manager, id, true);
    if (campaign.status !== 'draft') throw AppError.conflict(ALREADY[campaign.status]);
    return campaign;
  }
}

function toDto(campaign: Campaign, counts?: CampaignCounts): CampaignDto {
  return {
    id: campaign.id,
    subject: campaign.subject,
    text: campaign.text,
    images: campaign.images,
    productIds: campaign.productIds,
    toNewsletter: campaign.toNewsletter,
    toMailClub: campaign.toMailClub,
    status: campaign.status,
    sendAt: campaign.sendAt?.toISOString() ?? null,
    sentAt: campaign.sentAt?.toISOString() ?? null,
    counts: { recipients: counts?.recipients ?? 0, sent: counts?.sent ?? 0, failed: counts?.failed ?? 0, unsubscribed: counts?.unsubscribed ?? 0 },
    createdAt: campaign.createdAt.toISOString(),
    updatedAt: campaign.updatedAt.toISOString(),
  };
}
