import { Job, type Queue } from 'bullmq';
import type { EventSource } from '@artshop/contracts';

/** After this long failing, an event is shown to the artist and counted by the stuck-events metric. */
export const STUCK_AFTER_MS = 10 * 60_000;
/** Retries wait twice as long each time, never longer than this: a consumer that recovers gets its events within minutes. */
export const BACKOFF_CAP_MS = 5 * 60_000;
/** Delivery attempts per consumer: no limit in practice (a failing event is retried until it is delivered). */
export const UNLIMITED_ATTEMPTS = Number.MAX_SAFE_INTEGER;
/** The relay's jobs name this backoff; the consumer's Worker computes it (`cappedBackoff`). */
export const CAPPED_BACKOFF = 'capped-exponential';

/** Exponential from `baseMs`, capped: 1 s, 2 s, 4 s… then every `capMs`. */
export function cappedBackoff(attemptsMade: number, baseMs: number, capMs = BACKOFF_CAP_MS): number {
  return Math.min(capMs, baseMs * 2 ** Math.min(Math.max(attemptsMade - 1, 0), 30));
}

/** An event that a service's consumer has failed to handle for a while, as the back office lists it. */
export interface StuckEvent {
  service: EventSource;
  eventId: string;
  type: string;
  firstFailedAt: string;
  attempts: number;
  lastError: string | null;
}

/** Where a failing job keeps the time of its first failure (BullMQ keeps no such time itself). */
interface FailureProgress {
  firstFailedAt: number;
}

export function firstFailedAt(job: Job): number | null {
  const progress = job.progress as Partial<FailureProgress> | number | string | boolean | undefined;
  return typeof progress === 'object' && progress !== null && typeof progress.firstFailedAt === 'number' ? progress.firstFailedAt : null;
}

/** Notes the first failure of a delivery on its job; later failures keep it. */
export async function noteFailure(job: Job): Promise<void> {
  if (firstFailedAt(job) === null) await job.updateProgress({ firstFailedAt: Date.now() } satisfies FailureProgress);
}

/** States a failing event can be in: waiting for its next try, waiting to run or running (retried now), or failed for good (older jobs). */
const FAILING_STATES = ['delayed', 'wait', 'active', 'failed'] as const;
/** A scrape or the back-office list reads at most this many jobs per queue. */
const MAX_LISTED = 1000;

/** The events of one service's queue failing for longer than `olderThanMs`, oldest failure first. */
export async function stuckEventsOf(queue: Queue, service: EventSource, olderThanMs = STUCK_AFTER_MS): Promise<StuckEvent[]> {
  const jobs = await queue.getJobs([...FAILING_STATES], 0, MAX_LISTED - 1);
  const before = Date.now() - olderThanMs;
  const stuck: StuckEvent[] = [];
  for (const job of jobs) {
    const since = job ? firstFailedAt(job) : null;
    if (!job?.id || since === null || since > before) continue;
    stuck.push({
      service,
      eventId: job.id,
      type: job.name,
      firstFailedAt: new Date(since).toISOString(),
      attempts: job.attemptsMade,
      lastError: job.failedReason || null,
    });
  }
  return stuck.sort((a, b) => a.firstFailedAt.localeCompare(b.firstFailedAt));
}

/**
 * Runs a failing event's next try now: a job waiting for its retry is promoted, one failed for good
 * is retried. Answers false when the queue has no such failing job (delivered meanwhile, or unknown).
 */
export async function retryEventNow(queue: Queue, eventId: string): Promise<boolean> {
  const job = await Job.fromId(queue, eventId);
  if (!job) return false;
  const state = await job.getState();
  if (state === 'delayed') await job.promote();
  else if (state === 'failed') await job.retry('failed');
  else return state === 'waiting' || state === 'active';
  return true;
}

/** Waits (up to `timeoutMs`) for a retried event's delivery to end: delivered, or failed again and waiting for its next try. */
export async function settledDelivery(queue: Queue, eventId: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const state = await queue.getJobState(eventId);
    if (state !== 'waiting' && state !== 'active' && state !== 'prioritized') return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** Jobs that failed for good (made by an older relay with a few attempts, or stalled too often) go back to their queue. */
export async function retryFailedJobs(queue: Queue): Promise<void> {
  await queue.retryJobs({ state: 'failed' });
}
