import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { Outbox, WorkQueue } from '@artshop/event-bus';
import { run } from '@artshop/persistence';
import { PART_CONFIG, type BaseConfig } from '@artshop/service-kit';
import { LOCK_DUE_DROP, MARK_EARLY_OPENED, MARK_RELEASED, PHASES_TO_OPEN } from './drops.sql.js';

/** catalog's BullMQ queue of drop openings (names may not contain ':'). */
export const DROP_QUEUE = 'drops.catalog';

type Phase = 'public' | 'early-access';

interface OpenJob {
  dropId: string;
  phase: Phase;
}

const PASS_INTERVAL_MS = 5_000;
/** A step that runs a moment before its instant (this process's timer against the database's clock) tries again this soon. */
const EARLY_RETRY_MS = 100;

/** Raised by a step that ran before its instant: BullMQ runs it again shortly. */
class NotDueYet extends Error {}

/**
 * Opens drops at their instants: members' early access, then the public release. Each phase is a BullMQ
 * job delayed until its instant, with the id drop-<id>-<phase>-<instant>, so adding it again (every
 * replica's pass does, and after a restart) adds nothing, and a drop rescheduled gets a step for its new
 * instant. The step locks the drop's row and does only what is due and not done yet, so it happens once
 * with any number of replicas: it records the phase (early_opened_at, or status released) and the
 * drop.opened event in one transaction (the gateway drops its kept pages, messaging mails who asked).
 * Whether a work can be bought never waits for this: the database's clock decides at every request.
 */
@Injectable()
export class DropRelease implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('drops');
  private jobs: WorkQueue<OpenJob> | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PART_CONFIG) private readonly config: BaseConfig,
    private readonly outbox: Outbox,
  ) {}

  onApplicationBootstrap() {
    this.jobs = new WorkQueue<OpenJob>({
      redisUrl: this.config.REDIS_URL,
      prefix: this.config.BULL_PREFIX,
      name: DROP_QUEUE,
      work: (job) => this.step(job.data.dropId, job.data.phase),
      handOver: (queue) => this.handOver(queue),
      passMs: PASS_INTERVAL_MS,
      onWaiting: (part, error) =>
        this.logger.warn({ msg: part === 'worker' ? 'drop worker waiting' : 'drop release waiting for the queue', error: String(error) }),
    });
  }

  /** Adds the steps of every drop still to open now (or right after the pass in progress). */
  kick(): void {
    this.jobs?.kick();
  }

  /** A job for each phase still to open, delayed until its instant; one that exists already stays. */
  async handOver(queue: Queue<OpenJob>): Promise<void> {
    for (const phase of await run(this.dataSource, PHASES_TO_OPEN)) {
      await queue.add(
        'open',
        { dropId: phase.id, phase: phase.phase },
        {
          jobId: `drop-${phase.id}-${phase.phase}-${phase.at.getTime()}`,
          delay: phase.waitMs,
          attempts: 50,
          backoff: { type: 'fixed', delay: EARLY_RETRY_MS },
          // Gone once run, so a pass can add it again if it failed every attempt (the database away).
          removeOnComplete: true,
          removeOnFail: true,
        },
      );
    }
  }

  /** Opens one phase of one drop if it is due and not done; otherwise nothing (a step run just early tries again). */
  async step(dropId: string, phase: Phase): Promise<void> {
    const opened = await this.dataSource.transaction(async (manager) => {
      const [drop] = await run(manager, LOCK_DUE_DROP, { id: dropId, phase });
      if (!drop) return false;
      await run(manager, phase === 'public' ? MARK_RELEASED : MARK_EARLY_OPENED, { id: drop.id });
      await this.outbox.record(manager, 'drop.opened', {
        dropId: drop.id,
        slug: drop.slug,
        name: drop.name,
        phase,
        releaseAt: drop.releaseAt.toISOString(),
        productIds: drop.productIds,
      });
      this.logger.log({ msg: 'drop opened', dropId: drop.id, phase });
      return true;
    });
    if (opened) return;
    const pending = (await run(this.dataSource, PHASES_TO_OPEN)).find((candidate) => candidate.id === dropId && candidate.phase === phase);
    if (pending && pending.waitMs > 0 && pending.waitMs < PASS_INTERVAL_MS) throw new NotDueYet(`drop ${dropId} opens in ${pending.waitMs} ms`);
  }

  async onApplicationShutdown() {
    await this.jobs?.close();
  }
}
