import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { RequestContext } from '@artshop/contracts';
import { WebhookSignatureError, type PaymentEvent } from '@artshop/payments';
import { run } from '@artshop/persistence';
import { AppError } from '@artshop/service-kit';
import { OrderFulfilment } from '../orders/order-fulfilment.service.js';
import { OrderPayments } from './order-payments.service.js';
import {
  MARK_PAYMENT_EVENT_PROCESSED,
  NOTE_PAYMENT_EVENT_FAILURE,
  PAYMENT_EVENT,
  RECORD_PAYMENT_EVENT,
  UNPROCESSED_PAYMENT_EVENTS,
} from './payment-events.sql.js';
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
    await run(this.dataSource, RECORD_PAYMENT_EVENT, event);
    await this.process(event.id, ctx);
    return { received: true };
  }

  /** Processes a recorded notification unless it already was; a failure is kept on the row for the next sweep. */
  async process(eventId: string, ctx: RequestContext): Promise<void> {
    const [event] = await run(this.dataSource, PAYMENT_EVENT, { eventId });
    if (!event || event.processed) return;
    const markProcessed = async (manager: EntityManager) => {
      await run(manager, MARK_PAYMENT_EVENT_PROCESSED, { eventId });
    };
    try {
      // The provider refunded: a refund of the shop's still pending (its request crashed after asking) is finished now.
      if (event.type === 'charge.refunded' && event.paymentId) await this.fulfilment.finishPendingRefunds(event.paymentId);
      if (event.paymentId) await this.orderPayments.settleByPayment(event.paymentId, ctx, markProcessed);
      else await this.dataSource.transaction(markProcessed);
    } catch (error) {
      this.logger.warn({ msg: 'payment notification not processed yet', eventId, error: String(error) });
      await run(this.dataSource, NOTE_PAYMENT_EVENT_FAILURE, { eventId, error: String(error).slice(0, 2000) });
    }
  }

  /** Notifications received a while ago and still not processed. */
  unprocessed(limit = 50): Promise<string[]> {
    return run(this.dataSource, UNPROCESSED_PAYMENT_EVENTS, { limit, maxAttempts: MAX_ATTEMPTS });
  }
}
