import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  CatalogRpc,
  DROP_ALERT_ACCEPTED,
  alertLanding,
  type DropAlertInput,
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
import { ALERTS_TO_MAIL, ASK_DROP_ALERT, CONFIRM_DROP_ALERT, MARK_ALERT_MAILED, SET_DROP_ALERT_TOKEN } from './drop-alerts.sql.js';

/**
 * Notify me: a visitor asks to hear when a drop opens (double opt-in, like the newsletter). When it opens
 * (drop.opened), each confirmed address gets one mail: Mail Club members at early access, the rest at the
 * public release; mailed_at and the consumer's record of the event make it once per address and drop.
 */
@Injectable()
export class DropAlertsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    @Inject(CATALOG) private readonly catalog: ServiceClient<'catalog'>,
  ) {}

  /** The drop must be one the storefront shows and not open to everyone yet; the answer is the same for a first and a second ask. */
  async ask(input: Required<Pick<DropAlertInput, 'slug' | 'email'>>, ctx: RequestContext): Promise<FormAccepted> {
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
  async confirm(query: unknown): Promise<RedirectAnswer> {
    const tokenHash = followedTokenHash(query);
    if (!tokenHash) return { redirect: alertLanding(null, 'invalid') };
    const [slug] = await run(this.dataSource, CONFIRM_DROP_ALERT, { tokenHash });
    return { redirect: alertLanding(slug ? `/drops/${slug}` : null, slug ? 'confirmed' : 'invalid') };
  }

  /** drop.opened: one mail to each confirmed address this opening is for, in the consumer's transaction. */
  async opened(event: EventEnvelope<'drop.opened'>, manager: EntityManager): Promise<void> {
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
}
