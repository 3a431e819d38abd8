import { Controller } from '@nestjs/common';
import { SubscriptionRpc, type InputOf, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { MailClubReportService } from './mail-club-report.service.js';

@Controller()
export class ReportsHandlers {
  constructor(private readonly mailClub: MailClubReportService) {}

  @Handles(SubscriptionRpc.mailClubReport)
  mailClubReport(query: InputOf<typeof SubscriptionRpc.mailClubReport>, ctx: RequestContext) {
    return this.mailClub.report(query, ctx);
  }
}
