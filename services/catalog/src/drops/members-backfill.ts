import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MEMBERSHIPS_PAGE_MAX, SubscriptionRpc, type Membership, type RequestContext } from '@artshop/contracts';
import { run } from '@artshop/persistence';
import type { ServiceClient } from '@artshop/service-kit';
import { SUBSCRIPTION } from '../clients.js';
import { RECORD_MEMBERS } from './drops.sql.js';

const BACKFILL_CONTEXT: RequestContext = { requestId: 'members-backfill', caller: { userId: null, role: null, sessionId: null } };
/** Waits between tries while subscription does not answer: from a second, doubling, at most a minute. */
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 60_000;

/**
 * Who may buy in drops' early access comes from subscription.changed; a member who joined before catalog
 * kept mail_club_members, or whose event was lost, would never be there. So on starting, catalog asks
 * subscription for every membership as it is now and fills them in (RECORD_MEMBERS keeps a change catalog
 * heard of later), trying again until subscription answers. Every replica does it: the fill is idempotent.
 */
@Injectable()
export class MembersBackfill implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('drops');
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private done: Promise<void> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SUBSCRIPTION) private readonly subscription: ServiceClient<'subscription'>,
  ) {}

  onApplicationBootstrap() {
    // In the background: catalog serves meanwhile, and members the events brought are there already.
    this.done = this.fillUntilDone();
  }

  /** Fills in every membership, a page at a time; answers how many were read. */
  async fill(): Promise<number> {
    let after: string | null = null;
    let read = 0;
    for (;;) {
      const { memberships }: { memberships: Membership[] } = await this.subscription.call(
        SubscriptionRpc.listMemberships,
        { after, limit: MEMBERSHIPS_PAGE_MAX },
        BACKFILL_CONTEXT,
      );
      if (memberships.length) await run(this.dataSource, RECORD_MEMBERS, { memberships });
      read += memberships.length;
      if (memberships.length < MEMBERSHIPS_PAGE_MAX) return read;
      after = memberships.at(-1)!.subscriptionId;
    }
  }

  private async fillUntilDone(): Promise<void> {
    for (let wait = FIRST_RETRY_MS; !this.stopped; wait = Math.min(wait * 2, LAST_RETRY_MS)) {
      try {
        const read = await this.fill();
        this.logger.log({ msg: 'Mail Club members filled in from subscription', memberships: read });
        return;
      } catch (error) {
        if (this.stopped) return;
        // The shop's parts start together: subscription not answering yet is expected once.
        (wait === FIRST_RETRY_MS ? this.logger.log.bind(this.logger) : this.logger.warn.bind(this.logger))({
          msg: 'Mail Club members not filled in yet: subscription did not answer',
          error: String(error),
          retryInMs: wait,
        });
      }
      await new Promise<void>((resolve) => (this.timer = setTimeout(resolve, wait)));
    }
  }

  async onApplicationShutdown() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.done;
  }
}
