import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { RequestContext } from '@artshop/contracts';
import { SerialPass } from '@artshop/event-bus';
import { run } from '@artshop/persistence';
import { CHECKOUT_SETTINGS, type CheckoutSettings } from './checkout.settings.js';
import { EXPIRED_CHECKOUTS } from './checkout.sql.js';
import { OrderFulfilment } from '../orders/order-fulfilment.service.js';
import { OrderPayments } from './order-payments.service.js';
import { PaymentWebhooks } from './payment-webhooks.service.js';

/** The sweep acts for nobody in particular. */
const systemContext = (): RequestContext => ({ requestId: `sweep-${randomUUID()}`, caller: { userId: null, role: null, sessionId: null } });

/**
 * Every few seconds: processes notifications that failed before, and closes orders whose hold ran
 * out (the payment is cancelled at the provider first, or settled if it had succeeded after all:
 * a lost notification is caught here too), and finishes refunds a crash left pending. Safe on every
 * replica: each order is settled under its lock.
 */
@Injectable()
export class PaymentsSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('payments');
  private timer: NodeJS.Timeout | undefined;
  private readonly passes = new SerialPass(
    () => this.sweep(),
    (error) => this.logger.warn({ msg: 'payments sweep failed', error: String(error) }),
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CHECKOUT_SETTINGS) private readonly settings: CheckoutSettings,
    private readonly webhooks: PaymentWebhooks,
    private readonly orderPayments: OrderPayments,
    private readonly fulfilment: OrderFulfilment,
  ) {}

  onApplicationBootstrap() {
    this.timer = setInterval(() => this.passes.kick(), this.settings.sweepMs);
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.passes.settled();
  }

  async sweep(): Promise<void> {
    for (const eventId of await this.webhooks.unprocessed()) await this.webhooks.process(eventId, systemContext());
    await this.fulfilment.finishPendingRefunds();
    for (const id of await run(this.dataSource, EXPIRED_CHECKOUTS)) {
      try {
        await this.orderPayments.abandon(id, systemContext());
      } catch (error) {
        this.logger.warn({ msg: 'closing an expired order failed; tried again next sweep', orderId: id, error: String(error) });
      }
    }
  }
}
