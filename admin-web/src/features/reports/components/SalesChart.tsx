import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SalesReport } from '@artshop/contracts';
import { formatMoney } from '@artshop/ui';

/** Revenue per day, week or month of the period: a line with a point per bucket, and the same figures as a table for screen readers. */
export function SalesChart({ report }: { report: SalesReport }) {
  const data = report.buckets.map((bucket) => ({ start: bucket.start, revenue: Number(bucket.revenue), orders: bucket.orders }));
  const money = (value: number) => formatMoney(value, report.currency);
  return (
    <figure className="grid gap-2" data-testid="sales-chart">
      <figcaption id="sales-chart-title" className="text-sm font-medium">
        Revenue by {report.granularity}, {report.from} to {report.to} ({report.timeZone})
      </figcaption>
      <div className="h-72 w-full" role="img" aria-labelledby="sales-chart-title">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="start" tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis tickFormatter={money} tick={{ fontSize: 12 }} width={88} />
            <Tooltip formatter={(value) => money(Number(value))} labelFormatter={(label) => `${report.granularity === 'day' ? '' : 'From '}${label}`} />
            <Line
              type="linear"
              dataKey="revenue"
              name="Revenue"
              stroke="var(--color-primary, #2563eb)"
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>Revenue and orders by {report.granularity}</caption>
        <thead>
          <tr>
            <th scope="col">{report.granularity === 'day' ? 'Day' : 'Starting'}</th>
            <th scope="col">Revenue</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {report.buckets.map((bucket) => (
            <tr key={bucket.start}>
              <th scope="row">{bucket.start}</th>
              <td>{money(Number(bucket.revenue))}</td>
              <td>{bucket.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
