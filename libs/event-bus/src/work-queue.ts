import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { redisConnection } from './redis.js';
import { SerialPass } from './serial-pass.js';

export interface WorkQueueOptions<Data> {
  redisUrl: string;
  prefix: string;
  /** The queue's name (BullMQ names may not contain ':'). */
  name: string;
  /** Does one job; a throw is retried as the job's options say. */
  work: (job: Job<Data>) => Promise<unknown>;
  /** Adds a job for what the part's tables say is due (a job that exists already stays, by its id). */
  handOver: (queue: Queue<Data>) => Promise<unknown>;
  /** How often the pass runs besides at start and when kicked. */
  passMs: number;
  concurrency?: number;
  /** Told when the pass or the worker waits for Redis. */
  onWaiting: (part: 'pass' | 'worker', error: unknown) => void;
}

/**
 * A part's BullMQ queue of its own jobs and the worker that does them, each on its own Redis connection,
 * and the pass that hands over what is due: at start, every passMs, and when kicked (one at a time). The
 * part's tables are the record and a job only the reminder, so a job lost with Redis is added again by
 * the next pass, and one run twice (another replica, a retry) finds nothing left to do.
 */
export class WorkQueue<Data> {
  readonly queue: Queue<Data>;
  private readonly worker: Worker<Data>;
  private readonly connections: Redis[];
  private readonly timer: NodeJS.Timeout;
  private readonly passes: SerialPass;

  constructor(options: WorkQueueOptions<Data>) {
    const producer = redisConnection(options.redisUrl, 'producer');
    const consumer = redisConnection(options.redisUrl, 'worker');
    this.connections = [producer, consumer];
    this.queue = new Queue<Data>(options.name, { connection: producer, prefix: options.prefix });
    this.queue.on('error', () => {});
    this.worker = new Worker<Data>(options.name, options.work, { connection: consumer, prefix: options.prefix, concurrency: options.concurrency ?? 1 });
    this.worker.on('error', (error) => options.onWaiting('worker', error));
    this.passes = new SerialPass(
      () => options.handOver(this.queue),
      (error) => options.onWaiting('pass', error),
    );
    this.timer = setInterval(() => this.kick(), options.passMs);
    this.kick();
  }

  /** Runs a pass now (or right after the one in progress). */
  kick(): void {
    this.passes.kick();
  }

  /** Lets the pass in progress finish, then closes the worker (its job in progress finishes), the queue and the connections. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.passes.settled();
    await this.worker.close();
    await this.queue.close();
    for (const connection of this.connections) connection.disconnect();
  }
}
