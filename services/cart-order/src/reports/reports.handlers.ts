import { Controller } from '@nestjs/common';
import { CartOrderRpc, type InputOf, type RequestContext } from '@artshop/contracts';
import { Handles } from '@artshop/service-kit';
import { SalesReportService } from './sales-report.service.js';

@Controller()
export class ReportsHandlers {
  constructor(private readonly sales: SalesReportService) {}

  @Handles(CartOrderRpc.salesReport)
  report(query: InputOf<typeof CartOrderRpc.salesReport>, ctx: RequestContext) {
    return this.sales.report(query, ctx);
  }

  @Handles(CartOrderRpc.exportSalesReport)
  csv(query: InputOf<typeof CartOrderRpc.exportSalesReport>, ctx: RequestContext) {
    return this.sales.csv(query, ctx);
  }
}
