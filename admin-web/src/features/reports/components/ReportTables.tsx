import type { SalesReport, TierSales, WorkSales } from '@artshop/contracts';
import { Card, CardContent, CardHeader, CardTitle, formatMoney } from '@artshop/ui';

type Row = Pick<WorkSales, 'units' | 'revenue'> & { key: string; name: string };

function SalesTable({ title, label, rows, currency, testId }: { title: string; label: string; rows: Row[]; currency: string; testId: string }) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="pb-2">
        <CardTitle className="font-sans text-sm font-medium">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No sales in this period.</p>
        ) : (
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 font-normal">
                  {label}
                </th>
                <th scope="col" className="py-1 text-right font-normal">
                  Units
                </th>
                <th scope="col" className="py-1 text-right font-normal">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-t">
                  <th scope="row" className="py-1.5 text-left font-normal">
                    {row.name}
                  </th>
                  <td className="py-1.5 text-right tabular-nums">{row.units}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatMoney(row.revenue, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

const works = (list: WorkSales[]): Row[] => list.map((work) => ({ ...work, key: work.productId }));
const tiers = (list: TierSales[]): Row[] => list.map((tier) => ({ ...tier, key: tier.type, name: tier.type }));

/** Top works by revenue and by units, and prints against originals (by tier type); prices of the works, before shipping and tax. */
export function ReportTables({ report }: { report: SalesReport }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <SalesTable title="Top works by revenue" label="Work" rows={works(report.topWorksByRevenue)} currency={report.currency} testId="report-top-revenue" />
      <SalesTable title="Top works by units" label="Work" rows={works(report.topWorksByUnits)} currency={report.currency} testId="report-top-units" />
      <SalesTable title="Prints and originals" label="Tier type" rows={tiers(report.tiers)} currency={report.currency} testId="report-tiers" />
    </div>
  );
}
