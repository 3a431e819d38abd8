import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { MailClubReport, MailClubReportQuery } from '@artshop/contracts';
import { run } from '@artshop/persistence';
import { MAIL_CLUB_FIGURES } from './reports.sql.js';

/** Mail Club members joined and lost over a period, from the members' rows. */
@Injectable()
export class MailClubReportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async report({ from, to }: MailClubReportQuery): Promise<MailClubReport> {
    const [figures] = await run(this.dataSource, MAIL_CLUB_FIGURES, { from, to });
    const { started, cancelled, activeAtStart, activeAtEnd } = figures!;
    return {
      from,
      to,
      started,
      cancelled,
      activeAtStart,
      activeAtEnd,
      churnPercent: activeAtStart === 0 ? null : Math.round((cancelled / activeAtStart) * 1000) / 10,
      revenue: null,
    };
  }
}
