import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stringify } from 'csv-stringify/sync';
import type { DataSource } from 'typeorm';
import {
  CANNOT_CANCEL_MESSAGE,
  centsToDecimal,
  SUBSCRIPTION_ACCESS_STATUSES,
  SUBSCRIPTION_ENDED_STATUSES,
  SUBSCRIPTION_NOT_FOUND_MESSAGE,
  SUBSCRIPTION_PENDING_STATUSES,
  type AdminSubscription,
  type FileAnswer,
  type RequestContext,
  type SubscriptionStatus,
  type SubscriptionsOverview,
} from '@artshop/contracts';
import { run } from '@artshop/persistence';
import { AppError } from '@artshop/service-kit';
import { PAYMENTS, type Payments } from '../billing/payment-provider.js';
import { atProvider } from '../plans/plan-billing.js';
import { Plan } from '../plans/plan.entity.js';
import { ShopCurrency } from '../plans/shop-currency.js';
import { Member } from './member.entity.js';
import { MembersService } from './members.service.js';
import { MEMBER_STATS } from './members.sql.js';
import { SubscriptionProjection } from './subscription-projection.js';

/** The artist's Mail Club Subscriptions screen: every member, the five cards, the shipping list, cancelling a member. */
@Injectable()
export class AdminMembersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENTS) private readonly payments: Payments,
    private readonly members: MembersService,
    private readonly projection: SubscriptionProjection,
    private readonly currency: ShopCurrency,
  ) {}

  async list(
    query: { q?: string; status?: SubscriptionStatus | 'pending'; planId?: string; page: number; pageSize: number },
    ctx: RequestContext,
  ): Promise<SubscriptionsOverview> {
    const rows = this.dataSource
      .getRepository(Member)
      .createQueryBuilder('member')
      .leftJoin(Plan, 'plan', 'plan.id = member.planId')
      // The id breaks ties between members of the same instant, so nobody shows on two pages.
      .orderBy('member.createdAt', 'DESC')
      .addOrderBy('member.id', 'DESC')
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize);
    if (query.status === 'pending') rows.andWhere('member.status IN (:...pending)', { pending: [...SUBSCRIPTION_PENDING_STATUSES] });
    else if (query.status) rows.andWhere('member.status = :status', { status: query.status });
    if (query.planId) rows.andWhere('member.planId = :planId', { planId: query.planId });
    if (query.q) {
      const like = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      rows.andWhere('(member.userEmail ILIKE :like OR member.customerName ILIKE :like OR plan.name ILIKE :like)', { like });
    }
    const [[members, total], [stats], currency] = await Promise.all([rows.getManyAndCount(), run(this.dataSource, MEMBER_STATS), this.currency.read(ctx)]);
    return {
      subscriptions: await this.members.adminViews(members),
      total,
      page: query.page,
      pageSize: query.pageSize,
      stats: {
        total: stats!.total,
        active: stats!.active,
        pending: stats!.pending,
        canceled: stats!.canceled,
        monthlyRevenue: centsToDecimal(Number(stats!.revenueCents ?? 0)),
        currency,
      },
    };
  }

  /** This month's packages: every member with access, where to send theirs. */
  async shippingList(): Promise<FileAnswer> {
    const rows = await this.dataSource
      .getRepository(Member)
      .createQueryBuilder('member')
      .leftJoin(Plan, 'plan', 'plan.id = member.planId')
      .addSelect('plan.name', 'plan_name')
      .where('member.status IN (:...statuses)', { statuses: [...SUBSCRIPTION_ACCESS_STATUSES] })
      .orderBy('plan.name')
      .addOrderBy('member.customer_name')
      .getRawAndEntities();
    const body = stringify(
      rows.entities.map((member, index) => {
        const address = member.shippingAddress;
        const planName = (rows.raw[index] as { plan_name: string | null }).plan_name ?? '';
        return [
          address?.name ?? member.customerName ?? '',
          member.userEmail,
          planName,
          address?.line1 ?? '',
          address?.line2 ?? '',
          address?.city ?? '',
          address?.state ?? '',
          address?.postalCode ?? '',
          address?.country ?? '',
        ];
      }),
      {
        header: true,
        columns: ['Name', 'Email', 'Plan', 'Address', 'Address line 2', 'City', 'State', 'Postal code', 'Country'],
        // Excel reads UTF-8 (accented names) only with a byte order mark.
        bom: true,
        // A cell starting with = + - @ would run as a formula in a spreadsheet: names and addresses are typed by members.
        cast: { string: (value) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value) },
      },
    );
    const month = new Date().toISOString().slice(0, 7);
    return { contentType: 'text/csv; charset=utf-8', filename: `mail-club-shipping-${month}.csv`, body };
  }

  /** Now: ended at once (nothing more is charged); period_end: the member keeps it until then. */
  async cancelMember(id: string, when: 'now' | 'period_end'): Promise<AdminSubscription> {
    const member = await this.dataSource.getRepository(Member).findOneBy({ id });
    if (!member) throw AppError.notFound(SUBSCRIPTION_NOT_FOUND_MESSAGE);
    if (SUBSCRIPTION_ENDED_STATUSES.includes(member.status)) throw AppError.badRequest(CANNOT_CANCEL_MESSAGE);
    let updated: Member;
    if (when === 'now') {
      await atProvider('cancel the subscription', () => this.payments.provider.cancelSubscriptionNow(member.stripeSubscriptionId, `cancel-now-${member.id}`));
      updated = (await this.projection.project(member.stripeSubscriptionId)) ?? member;
    } else {
      if (member.status === 'incomplete') throw AppError.badRequest(CANNOT_CANCEL_MESSAGE);
      updated = member.cancelAtPeriodEnd ? member : await this.members.setCancelAtPeriodEnd(member, true);
    }
    const [view] = await this.members.adminViews([updated]);
    return view!;
  }
}
