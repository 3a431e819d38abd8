import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SerialPass } from '@artshop/event-bus';
import { run } from '@artshop/persistence';
import { RUNNING_SUBSCRIPTION_IDS, UNLINKED_CHECKOUT_SESSIONS } from '../members/members.sql.js';
import { linkCompletedSession, SubscriptionProjection } from '../members/subscription-projection.js';
import { BillingWebhooks } from './billing-webhooks.service.js';
import { BILLING_SETTINGS, PAYMENTS, type BillingSettings, type Payments } from './payment-provider.js';

/** The reconciliation reads the subscriptions created this long ago or later (a month's renewal and some days), plus every local row not ended. */
const RECONCILE_LOOKBACK_MS = 40 * 86_400_000;

/**
 * Two passes, as cart-order's payments sweeper: every BILLING_SWEEP_MS, notifications that failed
 * are processed again; every SUBSCRIPTION_RECONCILE_MS, the provider's recent subscriptions and every
 * member not ended are projected again, so a notification that never arrived changes nothing for
 * long. Safe on every replica: each projection takes its subscription's lock.
 */
@Injectable()
export class BillingSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('billing');
  private sweepTimer: NodeJS.Timeout | undefined;
  private reconcileTimer: NodeJS.Timeout | undefined;
  private readonly sweeps = new SerialPass(
    () => this.sweep(),
    (error) => this.logger.warn({ msg: 'billing sweep failed', error: String(error) }),
  );
  private readonly reconciliations = new SerialPass(
    () => this.reconcile().then(() => undefined),
    (error) => this.logger.warn({ msg: 'subscription reconciliation failed', error: String(error) }),
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENTS) private readonly payments: Payments,
    @Inject(BILLING_SETTINGS) private readonly settings: BillingSettings,
    private readonly webhooks: BillingWebhooks,
    private readonly projection: SubscriptionProjection,
  ) {}

  onApplicationBootstrap() {
    this.sweepTimer = setInterval(() => this.sweeps.kick(), this.settings.sweepMs);
    this.reconcileTimer = setInterval(() => this.reconciliations.kick(), this.settings.reconcileMs);
  }

  async onApplicationShutdown() {
    clearInterval(this.sweepTimer);
    clearInterval(this.reconcileTimer);
    await this.sweeps.settled();
    await this.reconciliations.settled();
  }

  async sweep(): Promise<void> {
    for (const eventId of await this.webhooks.unprocessed()) await this.webhooks.process(eventId);
  }

  /** Projects every subscription the provider lists as recent and every member not ended; answers how many were read. */
  async reconcile(): Promise<number> {
    // Checkouts completed without their notification: who subscribed and the shipping address (a session lives 24 hours).
    for (const sessionId of await run(this.dataSource, UNLINKED_CHECKOUT_SESSIONS)) {
      try {
        const session = await this.payments.provider.retrieveCheckoutSession(sessionId);
        if (session.status === 'complete') await linkCompletedSession(this.dataSource.manager, session);
      } catch (error) {
        this.logger.warn({ msg: 'a checkout could not be reconciled; tried again next pass', sessionId, error: String(error) });
      }
    }
    const recent = await this.payments.provider.listSubscriptions({ createdAfter: new Date(Date.now() - RECONCILE_LOOKBACK_MS) });
    const running = await run(this.dataSource, RUNNING_SUBSCRIPTION_IDS);
    const ids = new Set([...recent.map((subscription) => subscription.id), ...running]);
    for (const id of ids) {
      try {
        await this.projection.project(id);
      } catch (error) {
        this.logger.warn({ msg: 'a subscription could not be reconciled; tried again next pass', subscriptionId: id, error: String(error) });
      }
    }
    return ids.size;
  }
}
