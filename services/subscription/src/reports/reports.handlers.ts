import { Controller } from '@nestjs/common';
import { SubscriptionRpc, type InputOf } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { MailClubReportService } from './mail-club-report.service.js';

@Controller()
export class ReportsHandlers {
  constructor(private readonly mailClub: MailClubReportService) {}

  @Handles(SubscriptionRpc.mailClubReport)
  mailClubReport(query: InputOf<typeof SubscriptionRpc.mailClubReport>) {
    return this.mailClub.report(query);
  }
}
