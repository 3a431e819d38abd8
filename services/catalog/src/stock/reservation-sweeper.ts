import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { z } from 'zod';
import { SerialPass } from '@artshop/event-bus';
import { PartMetrics, loadConfig } from '@artshop/service-kit';
import { StockService } from './stock.service.js';

/** How often expired holds are given back (tests shorten it). */
const sweepConfigSchema = z.object({ RESERVATION_SWEEP_MS: z.coerce.number().int().min(50).default(15_000) });

/**
 * Gives back the stock of holds whose buyer did not pay in time. Safe on every replica at once:
 * releasing is guarded by the reservation's status, so a hold comes back once.
 */
@Injectable()
export class ReservationSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('stock');
  private timer: NodeJS.Timeout | undefined;
  private readonly passes = new SerialPass(
    async () => {
      const released = await this.stock.releaseExpired();
      if (released > 0) {
        this.expired.inc(released);
        this.logger.log({ msg: 'expired stock holds released', orders: released });
      }
    },
    (error) => this.logger.warn({ msg: 'releasing expired stock holds failed', error: String(error) }),
  );

  private readonly expired = this.metrics.counter('artshop_reservations_expired_total', 'Orders whose stock hold ran out before payment and went back on sale');

  constructor(
    private readonly stock: StockService,
    private readonly metrics: PartMetrics,
  ) {}

  onApplicationBootstrap() {
    this.metrics.gauge('artshop_reservations_active', 'Orders whose stock is held while their buyers pay', [], async (gauge) => {
      gauge.set(await this.stock.activeHolds());
    });
    this.timer = setInterval(() => this.passes.kick(), loadConfig(sweepConfigSchema).RESERVATION_SWEEP_MS);
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.passes.settled();
  }
}
