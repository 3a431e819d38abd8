import { Inject, Injectable, Logger } from '@nestjs/common';
import { ContentRpc, type Currency, type RequestContext } from '@artshop/contracts';
import type { ServiceClient } from '@artshop/service-kit';
import { CONTENT } from '../clients.js';

/** The currency plans are priced in when content does not answer (logged); 'Fix Stripe Config' corrects a price later. */
const FALLBACK: Currency = 'USD';
const KEEP_MS = 5_000;

/** The shop's currency (the business settings, asked of content and kept a few seconds): plans' prices at the provider are in it. */
@Injectable()
export class ShopCurrency {
  private readonly logger = new Logger('ShopCurrency');
  private kept: { currency: Currency; until: number } | undefined;

  constructor(@Inject(CONTENT) private readonly content: ServiceClient<'content'>) {}

  async read(ctx: RequestContext): Promise<Currency> {
    if (this.kept && this.kept.until > Date.now()) return this.kept.currency;
    try {
      const { currency } = await this.content.call(ContentRpc.getShopSettings, {}, ctx);
      this.kept = { currency, until: Date.now() + KEEP_MS };
      return currency;
    } catch (error) {
      this.logger.warn(
        `The shop's currency could not be read from content (${error instanceof Error ? error.message : String(error)}); pricing in ${FALLBACK}`,
      );
      return FALLBACK;
    }
  }
}
