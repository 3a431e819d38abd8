import { Inject, Injectable } from '@nestjs/common';
import { CatalogRpc, formatMoney, type Product, type RequestContext } from '@artshop/contracts';
import { AppError, type ServiceClient } from '@artshop/service-kit';
import { CATALOG } from '../clients.js';
import { MAIL_SETTINGS, type MailSettings } from '../mail/mail.settings.js';
import type { CampaignCard } from '../mail/templates/campaign.js';

const CAMPAIGN_CONTEXT: RequestContext = { requestId: 'campaign-works', caller: { userId: null, role: null, sessionId: null } };

/** The card price: the product's own, or 'From' the cheapest way to buy it when it has several. */
function cardPrice(product: Product): string {
  const prices = product.pricingTiers.map((tier) => Number(tier.price));
  if (prices.length === 0) return formatMoney(product.price);
  const lowest = Math.min(...prices);
  return prices.some((price) => price !== lowest) ? `From ${formatMoney(lowest)}` : formatMoney(lowest);
}

/** The works a campaign shows, as cards read from the catalog as a visitor sees them (so a draft or archived work is refused). */
@Injectable()
export class CampaignWorks {
  constructor(
    @Inject(CATALOG) private readonly catalog: ServiceClient<'catalog'>,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
  ) {}

  /**
   * The cards of these works. A work no longer on sale is refused (400) while the artist writes and sends;
   * when sending starts (leaveOutMissing) it is left out instead, so the campaign still goes.
   */
  async cards(productIds: string[], leaveOutMissing = false): Promise<CampaignCard[]> {
    const read = await Promise.all(productIds.map((id) => this.read(id, leaveOutMissing)));
    const products = read.filter((product): product is Product => product !== null);
    return products.map((product) => ({
      name: product.name,
      price: cardPrice(product),
      imageUrl: product.images[0] ? this.absolute(product.images[0]) : null,
      url: `${this.settings.shopUrl}/product/${product.id}`,
    }));
  }

  /** A picture of the shop's as an address a mail program can load. */
  absolute(url: string): string {
    return url.startsWith('/') ? `${this.settings.shopUrl}${url}` : url;
  }

  private async read(id: string, leaveOutMissing: boolean): Promise<Product | null> {
    try {
      return await this.catalog.call(CatalogRpc.getProduct, { id }, CAMPAIGN_CONTEXT);
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
      if (leaveOutMissing) return null;
      throw AppError.badRequest('A chosen work is not on sale in the shop any more: please take it out');
    }
  }
}
