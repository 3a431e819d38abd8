import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  CatalogRpc,
  type InputOf,
  type MessagingRpc,
  STOCK_ALERT_ACCEPTED,
  alertLanding,
  type EventEnvelope,
  type FormAccepted,
  type RedirectAnswer,
  type RequestContext,
} from '@artshop/contracts';
import { run } from '@artshop/persistence';
import { AppError, type ServiceClient } from '@artshop/service-kit';
import { CATALOG } from '../clients.js';
import { MailService } from '../mail/mail.service.js';
import { MAIL_SETTINGS, type MailSettings } from '../mail/mail.settings.js';
import { CONFIRMATION_VALID_SECONDS, confirmationToken, followedTokenHash } from '../mail/opt-in.js';
import { ASK_STOCK_ALERT, CONFIRM_STOCK_ALERT, MARK_STOCK_ALERT_MAILED, SET_STOCK_ALERT_TOKEN, STOCK_ALERTS_TO_MAIL } from './stock-alerts.sql.js';

/**
 * Notify me when a sold-out work (or one tier of it) is back (double opt-in, like the newsletter). When
 * its stock comes back (stock.back), each confirmed address waiting for it gets one mail.
 */
@Injectable()
export class StockAlertsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    @Inject(CATALOG) private readonly catalog: ServiceClient<'catalog'>,
  ) {}

  /** Only for what is sold out now (an active work); the answer is the same for a first and a second ask. */
  async ask(input: InputOf<typeof MessagingRpc.askStockAlert>, ctx: RequestContext): Promise<FormAccepted> {
    const product = await this.catalog.call(CatalogRpc.getProduct, { id: input.id }, ctx);
    const tier = input.tierId ? product.pricingTiers.find((candidate) => candidate.id === input.tierId) : null;
    if (input.tierId && !tier) throw AppError.badRequest('This size or type is not offered', { tierId: 'This size or type is not offered' });
    if (!tier && product.pricingTiers.length > 0) throw AppError.badRequest('Please choose a size or type', { tierId: 'Please choose a size or type' });
    if ((tier ? tier.stock : product.stock) > 0) throw AppError.conflict(`“${product.name}” is in stock: it can be bought now`);
    const label = tier ? `${tier.type} ${tier.size}` : null;
    await this.dataSource.transaction(async (manager) => {
      const [alert] = await run(manager, ASK_STOCK_ALERT, {
        productId: product.id,
        tierId: tier?.id ?? null,
        productName: product.name,
        tier: label,
        email: input.email,
      });
      if (alert!.status === 'confirmed') return;
      const { token, hash } = confirmationToken();
      await run(manager, SET_STOCK_ALERT_TOKEN, { id: alert!.id, tokenHash: hash, validSeconds: CONFIRMATION_VALID_SECONDS });
      await this.mail.queue(
        manager,
        'stock-alert-confirmation',
        { item: label ? `“${product.name}” (${label})` : `“${product.name}”`, confirmUrl: `${this.settings.shopUrl}/api/stock-alerts/confirm?token=${token}` },
        { to: input.email },
      );
    });
    return { message: STOCK_ALERT_ACCEPTED };
  }

  /** The confirmation link; followed again, it still says confirmed. */
  async confirm(query: unknown): Promise<RedirectAnswer> {
    const tokenHash = followedTokenHash(query);
    if (!tokenHash) return { redirect: alertLanding(null, 'invalid') };
    const [productId] = await run(this.dataSource, CONFIRM_STOCK_ALERT, { tokenHash });
    return { redirect: alertLanding(productId ? `/product/${productId}` : null, productId ? 'confirmed' : 'invalid') };
  }

  /** stock.back: one mail to each confirmed address waiting for this stock, in the consumer's transaction. */
  async back(event: EventEnvelope<'stock.back'>, manager: EntityManager): Promise<void> {
    const { productId, productName, tierId, tier } = event.data;
    const alerts = await run(manager, STOCK_ALERTS_TO_MAIL, { productId, tierId });
    for (const alert of alerts) {
      const mail = await this.mail.queue(
        manager,
        'stock-back',
        { item: tier ? `“${productName}” (${tier})` : `“${productName}”`, productUrl: `${this.settings.shopUrl}/product/${productId}` },
        { to: alert.email },
      );
      await run(manager, MARK_STOCK_ALERT_MAILED, { id: alert.id, mailId: mail!.id });
    }
  }
}
