import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  CatalogRpc,
  DROP_ALERT_ACCEPTED,
  STOCK_ALERT_ACCEPTED,
  alertLanding,
  type EventEnvelope,
  type FormAccepted,
  type InputOf,
  type MessagingRpc,
  type RedirectAnswer,
  type RequestContext,
} from '@artshop/contracts';
import { run } from '@artshop/persistence';
import { AppError, type ServiceClient } from '@artshop/service-kit';
import { CATALOG } from '../clients.js';
import { MailService } from '../mail/mail.service.js';
import { MAIL_SETTINGS, type MailSettings } from '../mail/mail.settings.js';
import { CONFIRMATION_VALID_SECONDS, confirmationToken, followedTokenHash } from '../mail/opt-in.js';
import { ALERTS_TO_MAIL, ASK_DROP_ALERT, CONFIRM_DROP_ALERT, MARK_ALERT_MAILED, SET_DROP_ALERT_TOKEN } from './drop-alerts.sql.js';
import { ASK_STOCK_ALERT, CONFIRM_STOCK_ALERT, MARK_STOCK_ALERT_MAILED, SET_STOCK_ALERT_TOKEN, STOCK_ALERTS_TO_MAIL } from './stock-alerts.sql.js';

/**
 * Notify me: a visitor asks to hear when a drop opens, or when a sold-out print is back (double opt-in,
 * like the newsletter: a confirmation mail, its link). When a drop opens (drop.opened) each confirmed
 * address gets one mail, Mail Club members at early access and the rest at the public release; when a
 * stock comes back (stock.back) each confirmed address waiting for it gets one. mailed_at and the
 * consumer's record of the event make each mail once.
 */
@Injectable()
export class NotifyMeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    @Inject(CATALOG) private readonly catalog: ServiceClient<'catalog'>,
  ) {}

  /** The drop must be one the storefront shows and not open to everyone yet; the answer is the same for a first and a second ask. */
  async askDrop(input: InputOf<typeof MessagingRpc.askDropAlert>, ctx: RequestContext): Promise<FormAccepted> {
    const drop = await this.catalog.call(CatalogRpc.getDrop, { slug: input.slug }, ctx);
    if (drop.open) throw AppError.conflict(`“${drop.name}” is open now: its works are on sale`);
    await this.dataSource.transaction(async (manager) => {
      const [alert] = await run(manager, ASK_DROP_ALERT, { dropId: drop.id, slug: drop.slug, name: drop.name, email: input.email });
      if (alert!.status === 'confirmed') return;
      const { token, hash } = confirmationToken();
      await run(manager, SET_DROP_ALERT_TOKEN, { id: alert!.id, tokenHash: hash, validSeconds: CONFIRMATION_VALID_SECONDS });
      await this.mail.queue(
        manager,
        'drop-alert-confirmation',
        { dropName: drop.name, confirmUrl: `${this.settings.shopUrl}/api/drop-alerts/confirm?token=${token}` },
        { to: input.email },
      );
    });
    return { message: DROP_ALERT_ACCEPTED };
  }

  /** The confirmation link; followed again, it still says confirmed. */
  async confirmDrop(query: unknown): Promise<RedirectAnswer> {
    const tokenHash = followedTokenHash(query);
    if (!tokenHash) return { redirect: alertLanding(null, 'invalid') };
    const [slug] = await run(this.dataSource, CONFIRM_DROP_ALERT, { tokenHash });
    return { redirect: alertLanding(slug ? `/drops/${slug}` : null, slug ? 'confirmed' : 'invalid') };
  }

  /** drop.opened: one mail to each confirmed address this opening is for, in the consumer's transaction. */
  async dropOpened(event: EventEnvelope<'drop.opened'>, manager: EntityManager): Promise<void> {
    const { dropId, slug, name, phase } = event.data;
    const alerts = await run(manager, ALERTS_TO_MAIL, { dropId, membersOnly: phase === 'early-access' });
    for (const alert of alerts) {
      const mail = await this.mail.queue(
        manager,
        'drop-opened',
        { dropName: name, dropUrl: `${this.settings.shopUrl}/drops/${slug}`, phase },
        { to: alert.email },
      );
      await run(manager, MARK_ALERT_MAILED, { id: alert.id, mailId: mail!.id });
    }
  }

  /** Only for what is sold out now (an active work); the answer is the same for a first and a second ask. */
  async askStock(input: InputOf<typeof MessagingRpc.askStockAlert>, ctx: RequestContext): Promise<FormAccepted> {
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
  async confirmStock(query: unknown): Promise<RedirectAnswer> {
    const tokenHash = followedTokenHash(query);
    if (!tokenHash) return { redirect: alertLanding(null, 'invalid') };
    const [productId] = await run(this.dataSource, CONFIRM_STOCK_ALERT, { tokenHash });
    return { redirect: alertLanding(productId ? `/product/${productId}` : null, productId ? 'confirmed' : 'invalid') };
  }

  /** stock.back: one mail to each confirmed address waiting for this stock, in the consumer's transaction. */
  async stockBack(event: EventEnvelope<'stock.back'>, manager: EntityManager): Promise<void> {
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
