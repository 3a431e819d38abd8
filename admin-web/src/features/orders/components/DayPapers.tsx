import { FileText, Printer } from 'lucide-react';
import { useState } from 'react';
import { paperDayOf, type OrderPaper } from '@artshop/contracts';
import { Button, Input, Label } from '@artshop/ui';
import { useShopTimeZone } from '../../../shared/business-settings';
import { downloadPaper } from '../download-paper';
import { dayPapersUrl } from '../hooks';

/** A day's papers in one PDF, one order a page: the packing slips or the invoices of every order paid that day (one of the shop's days). */
export function DayPapers() {
  const timeZone = useShopTimeZone();
  // Today in the shop's zone until the artist picks a day.
  const [chosen, setDay] = useState<string | null>(null);
  const day = chosen ?? paperDayOf(new Date(), timeZone);
  const [busy, setBusy] = useState<OrderPaper | null>(null);
  const download = async (paper: OrderPaper) => {
    setBusy(paper);
    await downloadPaper(dayPapersUrl(paper, day));
    setBusy(null);
  };
  return (
    <div className="mt-6 flex flex-wrap items-end gap-3 rounded-md border border-border p-3" data-testid="day-papers">
      <div className="space-y-1">
        <Label htmlFor="papers-day">Orders paid on ({timeZone})</Label>
        <Input id="papers-day" type="date" value={day} required onChange={(event) => setDay(event.target.value)} className="w-44" />
      </div>
      <Button variant="outline" size="sm" disabled={!day || busy !== null} onClick={() => void download('packing-slip')} data-testid="day-packing-slips">
        <Printer aria-hidden="true" />
        Packing Slips for the Day
      </Button>
      <Button variant="outline" size="sm" disabled={!day || busy !== null} onClick={() => void download('invoice')} data-testid="day-invoices">
        <FileText aria-hidden="true" />
        Invoices for the Day
      </Button>
    </div>
  );
}
