import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { SubscriptionRpc, type RequestContext } from '@artshop/contracts';
import { WorkQueue } from '@artshop/event-bus';
import { run } from '@artshop/persistence';
import { PART_CONFIG, type BaseConfig, type ServiceClient } from '@artshop/service-kit';
import { SUBSCRIPTION } from '../clients.js';
import { MailService } from '../mail/mail.service.js';
import { MAIL_SETTINGS, type MailSettings } from '../mail/mail.settings.js';
import { CampaignRecipient } from './campaign-recipient.entity.js';
import { Campaign } from './campaign.entity.js';
import { CAMPAIGN_SETTINGS, type CampaignSettings } from './campaign.settings.js';
import { CampaignWorks } from './campaign-works.js';
import {
  ADD_CAMPAIGN_RECIPIENTS,
  CAMPAIGN_AUDIENCE,
  DATABASE_NOW,
  DUE_CAMPAIGN_STEPS,
  MARK_CAMPAIGN_SENT,
  NEXT_BATCH_LATER,
  SKIP_LEFT_RECIPIENTS,
} from './campaigns.sql.js';

/** messaging's BullMQ queue of campaign steps (names may not contain ':'). */
export const CAMPAIGN_QUEUE = 'campaigns.messaging';

interface StepJob {
  campaignId: string;
}

const PASS_INTERVAL_MS = 5_000;

const CAMPAIGN_CONTEXT: RequestContext = { requestId: 'campaign-sending', caller: { userId: null, role: null, sessionId: null } };

/**
 * Sends scheduled campaigns, a batch at a time. The campaign row is the record: its status, how many
 * batches are written and when the next is due (next_batch_at). A step is a BullMQ job, delayed until
 * that time, with the id campaign-<id>-<batch>-<due time>, so adding it again (every replica's pass
 * does, and after a restart) adds nothing, and a campaign cancelled and scheduled for another time gets
 * a step of its own (the old one, when its time comes, finds nothing due); the step itself locks the row and does only what is due, so a second
 * run, on any replica, writes nothing twice. The first step finds the recipients (each address once);
 * each writes up to CAMPAIGN_BATCH_SIZE mails into the mail pipeline (outgoing_mail, sent by
 * MailDelivery) and sets the next step CAMPAIGN_BATCH_INTERVAL_SECONDS later, until none are left.
 */
@Injectable()
export class CampaignSending implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('campaigns');
  private jobs: WorkQueue<StepJob> | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PART_CONFIG) private readonly config: BaseConfig,
    @Inject(CAMPAIGN_SETTINGS) private readonly settings: CampaignSettings,
    @Inject(MAIL_SETTINGS) private readonly mailSettings: MailSettings,
    private readonly mail: MailService,
    private readonly works: CampaignWorks,
    @Inject(SUBSCRIPTION) private readonly subscription: ServiceClient<'subscription'>,
  ) {}

  onApplicationBootstrap() {
    this.jobs = new WorkQueue<StepJob>({
      redisUrl: this.config.REDIS_URL,
      prefix: this.config.BULL_PREFIX,
      name: CAMPAIGN_QUEUE,
      work: (job) => this.step(job.data.campaignId),
      handOver: (queue) => this.handOver(queue),
      passMs: PASS_INTERVAL_MS,
      onWaiting: (part, error) =>
        this.logger.warn({ msg: part === 'worker' ? 'campaign worker waiting' : 'campaigns waiting for the queue', error: String(error) }),
    });
  }

  /** Adds the next step of every campaign under way now (or right after the pass in progress). */
  kick(): void {
    this.jobs?.kick();
  }

  /** A job for the next step of each scheduled or sending campaign, delayed until it is due; one that exists already stays. */
  async handOver(queue: Queue<StepJob>): Promise<void> {
    for (const campaign of await run(this.dataSource, DUE_CAMPAIGN_STEPS)) {
      await queue.add(
        'step',
        { campaignId: campaign.id },
        {
          jobId: `campaign-${campaign.id}-${campaign.batches}-${campaign.dueMs}`,
          delay: campaign.waitMs,
          attempts: 5,
          backoff: { type: 'exponential', delay: 5_000 },
          // Gone once run, so the next pass can add it again: a step that found nothing due yet, or one that
          // failed every attempt (catalog away), runs again until it goes through.
          removeOnComplete: true,
          removeOnFail: true,
        },
      );
    }
  }

  /** One step of one campaign: start it, or write its next batch, if that is due; otherwise nothing. */
  async step(campaignId: string): Promise<void> {
    const members = await this.membersIfStarting(campaignId);
    const more = await this.dataSource.transaction(async (manager) => {
      const campaign = await manager.findOne(Campaign, { where: { id: campaignId }, lock: { mode: 'pessimistic_write' } });
      if (!campaign || (campaign.status !== 'scheduled' && campaign.status !== 'sending')) return false;
      if (!campaign.nextBatchAt || campaign.nextBatchAt.getTime() > (await this.databaseNow(manager))) return false;
      if (campaign.status === 'scheduled') {
        // Scheduled to the Mail Club since the members were asked: ask again on the next run.
        if (campaign.toMailClub && !members) return true;
        await this.start(campaign, members ?? [], manager);
      }
      const written = await this.writeBatch(campaign, manager);
      const left = await manager
        .createQueryBuilder(CampaignRecipient, 'r')
        .where('r.campaignId = :id AND r.mailId IS NULL AND r.unsubscribedAt IS NULL', { id: campaign.id })
        .getExists();
      if (left) {
        await run(manager, NEXT_BATCH_LATER, { id: campaign.id, intervalSeconds: this.settings.batchIntervalSeconds });
      } else {
        await run(manager, MARK_CAMPAIGN_SENT, { id: campaign.id });
      }
      this.logger.log({ msg: 'campaign batch written', campaignId: campaign.id, mails: written, done: !left });
      return left;
    });
    if (more) this.kick();
  }

  private async databaseNow(manager: EntityManager): Promise<number> {
    const [now] = await run(manager, DATABASE_NOW);
    return now!.getTime();
  }

  /**
   * The Mail Club's members as the subscription service has them, asked only when the campaign is about
   * to start and goes to them: those who joined before campaigns existed (no subscription.changed reached
   * messaging for them) are among them. While it does not answer the step fails and runs again later, so
   * the campaign waits rather than missing a member.
   */
  private async membersIfStarting(campaignId: string): Promise<string[] | null> {
    const [campaign] = await run(this.dataSource, CAMPAIGN_AUDIENCE, { id: campaignId });
    if (campaign?.status !== 'scheduled' || !campaign.toMailClub) return null;
    return (await this.subscription.call(SubscriptionRpc.listMailClubEmails, {}, CAMPAIGN_CONTEXT)).emails;
  }

  /**
   * The recipients, each address once: confirmed subscribers and/or the Mail Club's members (those the
   * subscription service lists, and those subscription.changed told of with an active subscription),
   * less those who left the list.
   */
  private async start(campaign: Campaign, members: readonly string[], manager: EntityManager): Promise<void> {
    campaign.works = await this.works.cards(campaign.productIds, true);
    await manager.update(Campaign, { id: campaign.id }, { works: campaign.works });
    await run(manager, ADD_CAMPAIGN_RECIPIENTS, { id: campaign.id, toNewsletter: campaign.toNewsletter, toMailClub: campaign.toMailClub, members });
  }

  /** Up to a batch of mails, each with its recipient's unsubscribe link; someone who left the list meanwhile gets none. */
  private async writeBatch(campaign: Campaign, manager: EntityManager): Promise<number> {
    await run(manager, SKIP_LEFT_RECIPIENTS, { id: campaign.id });
    const batch = await manager.find(CampaignRecipient, {
      where: { campaignId: campaign.id, mailId: IsNull(), unsubscribedAt: IsNull() },
      order: { createdAt: 'ASC', id: 'ASC' },
      take: this.settings.batchSize,
    });
    const content = {
      subject: campaign.subject,
      text: campaign.text,
      imageUrls: campaign.images.map((url) => this.works.absolute(url)),
      works: campaign.works ?? [],
    };
    for (const recipient of batch) {
      const unsubscribeUrl = listUnsubscribeUrl(this.mailSettings, recipient.unsubscribeToken);
      const mail = await this.mail.queue(manager, 'campaign', { ...content, recipient: recipient.email, unsubscribeUrl }, { to: recipient.email });
      await manager.update(CampaignRecipient, { id: recipient.id }, { mailId: mail!.id });
    }
    return batch.length;
  }

  async onApplicationShutdown() {
    await this.jobs?.close();
  }
}

/** A recipient's unsubscribe address: the visible link (GET) and the one-click post (RFC 8058) alike. */
export function listUnsubscribeUrl(settings: MailSettings, token: string): string {
  return `${settings.shopUrl}/api/list/unsubscribe/${token}`;
}
