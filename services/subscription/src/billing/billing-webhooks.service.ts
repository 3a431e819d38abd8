import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { WebhookSignatureError, type PaymentEvent } from '@artshop/payments';
import { AppError } from '@artshop/service-kit';
import { linkCompletedSession } from '../members/members.service.js';
import { SubscriptionProjection } from '../members/subscription-projection.js';
import { PAYMENTS, type Payments } from './payment-provider.js';

/** After this many failed attempts a notification is left for a person to look at (it stays in billing_events). */
const MAX_ATTEMPTS = 25;

interface BillingEventRow {
  id: string;
  type: string;
  subscription_id: string | null;
  checkout_session_id: string | null;
  processed_at: Date | null;
}

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
    await this.dataSource.query(
      `INSERT INTO billing_events (id, type, subscription_id, checkout_session_id, payment_intent_id) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
      [event.id, event.type, event.subscriptionId, event.checkoutSessionId, event.paymentId],
    );
    await this.process(event.id);
    return { received: true };
  }

  /** Processes a recorded notification unless it already was; a failure is kept on the row for the next sweep. */
  async process(eventId: string): Promise<void> {
    const [event] = await this.dataSource.query<BillingEventRow[]>(
      `SELECT id, type, subscription_id, checkout_session_id, processed_at FROM billing_events WHERE id = $1`,
      [eventId],
    );
    if (!event || event.processed_at) return;
    const markProcessed = async (manager: EntityManager) => {
      await manager.query(`UPDATE billing_events SET processed_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`, [eventId]);
    };
    try {
      if (event.type === 'checkout.session.completed' && event.checkout_session_id) {
        // Who subscribed and where the packages go, before the subscription is projected.
        const session = await this.payments.provider.retrieveCheckoutSession(event.checkout_session_id);
        await linkCompletedSession(this.dataSource.manager, session);
      }
      if (event.subscription_id) await this.projection.project(event.subscription_id, markProcessed);
      else await this.dataSource.transaction(markProcessed);
    } catch (error) {
      this.logger.warn({ msg: 'billing notification not processed yet', eventId, error: String(error) });
      await this.dataSource.query(`UPDATE billing_events SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [eventId, String(error).slice(0, 2000)]);
    }
  }

  /** Notifications received a while ago and still not processed. */
  async unprocessed(limit = 50): Promise<string[]> {
    const rows = await this.dataSource.query<Array<{ id: string }>>(
      `SELECT id FROM billing_events WHERE processed_at IS NULL AND attempts < $2 AND received_at < now() - interval '5 seconds' ORDER BY received_at LIMIT $1`,
      [limit, MAX_ATTEMPTS],
    );
    return rows.map((row) => row.id);
  }
}
