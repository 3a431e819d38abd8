import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import type { LocalPaymentLogger, LocalPaymentProvider } from './local-provider.js';

export interface LocalBillingSchedulerOptions {
  /** Redis for the queue and its worker (BullMQ connection options or an ioredis instance with maxRetriesPerRequest null). */
  connection: ConnectionOptions;
  /** One queue per service schema; 'local-billing' unless told. */
  queueName?: string;
  /** BullMQ key prefix (tests give each run its own). */
  prefix?: string;
  /** How often what is due by the local clock runs; 30 s unless told. */
  everyMs?: number;
  logger?: LocalPaymentLogger;
}

/**
 * The local provider's renewals on a BullMQ job scheduler (the subscription service starts it with the
 * provider, when no Stripe key is set, and the provider's own loop off: billing.pollMs 0): one repeating
 * job, whichever replica takes it, runs what is due by the local clock (renewals, retries, expiries).
 * Two passes at once would still renew once (rows are claimed with SKIP LOCKED); the scheduler keeps
 * them from piling up.
 */
export class LocalBillingScheduler {
  private constructor(
    private readonly queue: Queue,
    private readonly worker: Worker,
  ) {}

  static async start(provider: LocalPaymentProvider, options: LocalBillingSchedulerOptions): Promise<LocalBillingScheduler> {
    const name = options.queueName ?? 'local-billing';
    const shared = { connection: options.connection, ...(options.prefix ? { prefix: options.prefix } : {}) };
    const queue = new Queue(name, shared);
    await queue.upsertJobScheduler(
      'local-billing-due',
      { every: options.everyMs ?? 30_000 },
      { name: 'run-due', opts: { removeOnComplete: true, removeOnFail: 100 } },
    );
    const worker = new Worker(name, async () => ({ steps: await provider.runDueBilling() }), { ...shared, concurrency: 1 });
    worker.on('failed', (_job, error) => options.logger?.warn(`Local payments: the billing pass failed: ${error.message}`));
    return new LocalBillingScheduler(queue, worker);
  }

  /** Stops taking jobs (the pass in progress finishes); the scheduler stays in Redis for the other replicas. */
  async stop(): Promise<void> {
    await this.worker.close();
    await this.queue.close();
  }
}
