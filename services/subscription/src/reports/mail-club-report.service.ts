import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ContentRpc, type MailClubReport, type MailClubReportQuery, type RequestContext } from '@artshop/contracts';
import { run } from '@artshop/persistence';
import type { ServiceClient } from '@artshop/service-kit';
import { CONTENT } from '../clients.js';
import { MAIL_CLUB_FIGURES } from './reports.sql.js';

/** Mail Club members joined and lost over a period, from the members' rows, in the shop's days. */
@Injectable()
export class MailClubReportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONTENT) private readonly content: ServiceClient<'content'>,
  ) {}

  async report({ from, to }: MailClubReportQuery, ctx: RequestContext): Promise<MailClubReport> {
    // Asked now, as the sales report does: the two reports of one screen count the same days.
    const { timeZone } = await this.content.call(ContentRpc.getBusinessSettings, {}, ctx);
    const [figures] = await run(this.dataSource, MAIL_CLUB_FIGURES, { from, to, timeZone });
    const { started, cancelled, activeAtStart, activeAtEnd } = figures!;
    return {
      from,
      to,
      timeZone,
      started,
      cancelled,
      activeAtStart,
      activeAtEnd,
      churnPercent: activeAtStart === 0 ? null : Math.round((cancelled / activeAtStart) * 1000) / 10,
      revenue: null,
    };
  }
}
