import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { WebhookSignatureError, type PaymentEvent } from '@artshop/payments';
import { run } from '@artshop/persistence';
import { AppError } from '@artshop/service-kit';
import { linkCompletedSession, SubscriptionProjection } from '../members/subscription-projection.js';
import { BILLING_EVENT, MARK_BILLING_EVENT_PROCESSED, RECORD_BILLING_EVENT, RECORD_BILLING_EVENT_FAILURE, UNPROCESSED_BILLING_EVENTS } from './billing.sql.js';
import { PAYMENTS, type Payments } from './payment-provider.js';

/** After this many failed attempts a notification is left for a person to look at (it stays in billing_events). */
const MAX_ATTEMPTS = 25;

/**
 * The provider's notifications as the gateway hands them on (it gives cart-order the same ones):
 * the signature is checked on the raw body, the event id recorded once (a duplicate does nothing),
 * and the subscription it is about projected from the provider's current state, the event marked
 * processed in the same transaction. One that fails stays unprocessed for the sweep (never lost);
 * payment-only events (cart orders) are cart-order's and are just marked processed.
 */
@Injectable()
export class BillingWebhooks {
  private readonly logger = new Logger('billing');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENTS) private readonly payments: Payments,
    private readonly projection: SubscriptionProjection,
  ) {}

  async receive(payload: string, signature: string): Promise<{ received: true }> {
    let event: PaymentEvent;
    try {
      event = this.payments.provider.parseWebhook(payload, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw AppError.badRequest('The notification’s signature is not valid');
      throw error;
    }
    await run(this.dataSource, RECORD_BILLING_EVENT, event);
    await this.process(event.id);
    return { received: true };
  }

  /** Processes a recorded notification unless it already was; a failure is kept on the row for the next sweep. */
  async process(eventId: string): Promise<void> {
    const [event] = await run(this.dataSource, BILLING_EVENT, { id: eventId });
    if (!event || event.processedAt) return;
    const markProcessed = async (manager: EntityManager) => {
      await run(manager, MARK_BILLING_EVENT_PROCESSED, { id: eventId });
    };
    try {
      if (event.type === 'checkout.session.completed' && event.checkoutSessionId) {
        // Who subscribed and where the packages go, before the subscription is projected.
        const session = await this.payments.provider.retrieveCheckoutSession(event.checkoutSessionId);
        await linkCompletedSession(this.dataSource.manager, session);
      }
      if (event.subscriptionId) await this.projection.project(event.subscriptionId, markProcessed);
      else await this.dataSource.transaction(markProcessed);
    } catch (error) {
      this.logger.warn({ msg: 'billing notification not processed yet', eventId, error: String(error) });
      await run(this.dataSource, RECORD_BILLING_EVENT_FAILURE, { id: eventId, error: String(error).slice(0, 2000) });
    }
  }

  /** Notifications received a while ago and still not processed. */
  async unprocessed(limit = 50): Promise<string[]> {
    return run(this.dataSource, UNPROCESSED_BILLING_EVENTS, { limit, maxAttempts: MAX_ATTEMPTS });
  }
}
