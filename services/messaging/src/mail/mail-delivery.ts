import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job, Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { AfterCommit, WorkQueue } from '@artshop/event-bus';
import { PART_CONFIG, PartMetrics, type BaseConfig } from '@artshop/service-kit';
import { SpanKind, inSpan } from '@artshop/telemetry';
import { MAIL_QUEUED } from './mail.service.js';
import { MAIL_SETTINGS, type MailSettings } from './mail.settings.js';
import { MailTransport } from './mail-transport.js';
import { OutgoingMail } from './outgoing-mail.entity.js';

/** messaging's own BullMQ queue of mails to send (names may not contain ':'). */
export const MAIL_QUEUE = 'mail.messaging';

interface SendJob {
  mailId: string;
}

/** A mail handed to the queue this long ago and still queued is checked again (its job may be lost). */
const RECHECK_AFTER = '1 minute';
const PASS_INTERVAL_MS = 5_000;

/**
 * Sends the outgoing-mail log's queued rows. The rows are the outbox: after a commit that queued mail
 * (and every few seconds) a pass adds one job per row, job id = mail id, so a second pass adds nothing.
 * The worker sends and marks the row sent; a failure throws so BullMQ retries with exponential backoff,
 * and the last attempt marks the row failed with the error. Nothing is lost: a crash before the job is
 * added, or a Redis that forgot it, leaves the row queued for the next pass.
 */
@Injectable()
export class MailDelivery implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('mail');
  private jobs: WorkQueue<SendJob> | undefined;
  private committed: AfterCommit | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PART_CONFIG) private readonly config: BaseConfig,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    private readonly transport: MailTransport,
    private readonly metrics: PartMetrics,
  ) {}

  /** Attempts by template and outcome: sent, retrying (an attempt failed, another follows) or failed (for good). */
  private readonly attempts = this.metrics.counter('artshop_emails_total', 'Mail delivery attempts by template and outcome', ['template', 'outcome']);

  onApplicationBootstrap() {
    // MailService marks each transaction that queues mail; a pass runs as soon as it commits.
    this.committed = new AfterCommit(this.dataSource, MAIL_QUEUED, () => this.kick());
    this.jobs = new WorkQueue<SendJob>({
      redisUrl: this.config.REDIS_URL,
      prefix: this.config.BULL_PREFIX,
      name: MAIL_QUEUE,
      work: (job) => this.deliver(job),
      handOver: (queue) => this.handOver(queue),
      passMs: PASS_INTERVAL_MS,
      concurrency: 4,
      onWaiting: (part, error) => this.logger.warn({ msg: part === 'worker' ? 'mail worker waiting' : 'mail waiting for the queue', error: String(error) }),
    });
  }

  /** Runs a pass now (or right after the one in progress). */
  kick(): void {
    this.jobs?.kick();
  }

  /** Adds a job for every queued mail not handed over yet (or handed over a while ago and still queued). */
  async handOver(queue: Queue<SendJob>): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const waiting = await manager
        .createQueryBuilder(OutgoingMail, 'mail')
        .select(['mail.id'])
        .where(`mail.status = 'queued'`)
        .andWhere(`(mail.enqueuedAt IS NULL OR mail.enqueuedAt < now() - interval '${RECHECK_AFTER}')`)
        .orderBy('mail.createdAt', 'ASC')
        .limit(100)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      for (const { id } of waiting) {
        const job = await queue.getJob(id);
        if (job && (await job.isFailed())) {
          // Its last attempt failed but the row was not marked (the process stopped in between).
          await manager.update(OutgoingMail, { id }, { status: 'failed', failedAt: new Date(), error: job.failedReason || 'Delivery failed' });
          continue;
        }
        // An existing job (waiting, or delayed for a retry) is left as it is.
        if (!job) {
          await queue.add(
            'send',
            { mailId: id },
            {
              jobId: id,
              attempts: this.settings.attempts,
              backoff: { type: 'exponential', delay: this.settings.retryDelayMs },
              removeOnComplete: { age: 7 * 24 * 3600 },
              removeOnFail: { age: 30 * 24 * 3600 },
            },
          );
        }
        await manager.update(OutgoingMail, { id }, { enqueuedAt: new Date() });
      }
      return waiting.length;
    });
  }

  /** One attempt to send one mail. */
  async deliver(job: Job<SendJob>): Promise<void> {
    const mails = this.dataSource.getRepository(OutgoingMail);
    const mail = await mails.findOneBy({ id: job.data.mailId });
    if (!mail || mail.status !== 'queued') return;
    const attributes = { 'artshop.mail.template': mail.template, 'artshop.mail.attempt': job.attemptsMade + 1 };
    await inSpan(`send mail ${mail.template}`, { kind: SpanKind.CLIENT, carrier: mail.trace, attributes }, () => this.attempt(job, mail));
  }

  private async attempt(job: Job<SendJob>, mail: OutgoingMail): Promise<void> {
    const mails = this.dataSource.getRepository(OutgoingMail);
    const attempt = job.attemptsMade + 1;
    try {
      const delivery = await this.transport.send(mail);
      await mails.update({ id: mail.id, status: 'queued' }, { status: 'sent', delivery, sentAt: new Date(), attempts: attempt, error: null });
      this.attempts.inc({ template: mail.template, outcome: 'sent' });
    } catch (error) {
      const last = attempt >= (job.opts.attempts ?? 1);
      const reason = String((error as Error)?.message ?? error).slice(0, 2_000);
      this.logger.warn({ msg: last ? 'mail failed for good' : 'mail not delivered, will retry', mailId: mail.id, attempt, error: reason });
      await mails.update({ id: mail.id }, { attempts: attempt, error: reason, ...(last ? { status: 'failed' as const, failedAt: new Date() } : {}) });
      this.attempts.inc({ template: mail.template, outcome: last ? 'failed' : 'retrying' });
      throw error;
    }
  }

  async onApplicationShutdown() {
    await this.jobs?.close();
    this.committed?.detach();
  }
}
