import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { RequestContext } from '@artshop/contracts';
import { WebhookSignatureError, type PaymentEvent } from '@artshop/payments';
import { AppError } from '@artshop/service-kit';
import { OrderFulfilment } from '../orders/order-fulfilment.service.js';
import { OrderPayments } from './order-payments.service.js';
import { PAYMENTS, type Payments } from '../payments/payment-provider.js';

/** After this many failed attempts a notification is left for a person to look at (it stays in payment_events). */
const MAX_ATTEMPTS = 25;

/**
 * The provider's notifications (POST /api/webhooks/stripe): the signature is checked on the raw
 * body; the event id is recorded once (a duplicate does nothing) and marked processed in the same
 * transaction as the order change it causes. A notification that could not be processed stays
 * recorded and unprocessed, and the sweep processes it again: it is never acknowledged and lost.
 */
@Injectable()
export class PaymentWebhooks {
  private readonly logger = new Logger('payments');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENTS) private readonly payments: Payments,
    private readonly orderPayments: OrderPayments,
    private readonly fulfilment: OrderFulfilment,
  ) {}

  async receive(payload: string, signature: string, ctx: RequestContext): Promise<{ received: true }> {
    let event: PaymentEvent;
    try {
      event = this.payments.provider.parseWebhook(payload, signature);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw AppError.badRequest('The notification’s signature is not valid');
      throw error;
    }
    await this.dataSource.query(`INSERT INTO payment_events (id, type, payment_intent_id) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, [
      event.id,
      event.type,
      event.paymentId,
    ]);
    await this.process(event.id, ctx);
    return { received: true };
  }

  /** Processes a recorded notification unless it already was; a failure is kept on the row for the next sweep. */
  async process(eventId: string, ctx: RequestContext): Promise<void> {
    const [event]: Array<{ id: string; type: string; payment_intent_id: string | null; processed_at: Date | null }> = await this.dataSource.query(
      `SELECT id, type, payment_intent_id, processed_at FROM payment_events WHERE id = $1`,
      [eventId],
    );
    if (!event || event.processed_at) return;
    const markProcessed = async (manager: EntityManager) => {
      await manager.query(`UPDATE payment_events SET processed_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`, [eventId]);
    };
    try {
      // The provider refunded: a refund of the shop's still pending (its request crashed after asking) is finished now.
      if (event.type === 'charge.refunded' && event.payment_intent_id) await this.fulfilment.finishPendingRefunds(event.payment_intent_id);
      if (event.payment_intent_id) await this.orderPayments.settleByPayment(event.payment_intent_id, ctx, markProcessed);
      else await this.dataSource.transaction(markProcessed);
    } catch (error) {
      this.logger.warn({ msg: 'payment notification not processed yet', eventId, error: String(error) });
      await this.dataSource.query(`UPDATE payment_events SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [eventId, String(error).slice(0, 2000)]);
    }
  }

  /** Notifications received a while ago and still not processed. */
  async unprocessed(limit = 50): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM payment_events WHERE processed_at IS NULL AND attempts < $2 AND received_at < now() - interval '5 seconds' ORDER BY received_at LIMIT $1`,
      [limit, MAX_ATTEMPTS],
    );
    return rows.map((row) => row.id);
  }
}
