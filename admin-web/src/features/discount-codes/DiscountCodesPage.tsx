import { Pencil, Plus, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import type { DiscountCode } from '@artshop/contracts';
import { Badge, Button, Card, LoadError, Skeleton, formatDateTime, useFormatMoney } from '@artshop/ui';
import { useShopTimeZone } from '../../shared/business-settings';
import { AuthBanner } from '../../shared/components/AuthBanner';
import { usePageTitle } from '../../shared/title';
import { DiscountCodeDialog } from './components/DiscountCodeDialog';
import { discountAmountText, discountLimitsText, discountState, usesText } from './discount-words';
import { useDiscountCodes, useDropChoices } from './hooks';

function CodeRow({ code, dropName, onEdit }: { code: DiscountCode; dropName: (id: string) => string; onEdit: () => void }) {
  const formatMoney = useFormatMoney();
  const timeZone = useShopTimeZone();
  const state = discountState(code);
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="discount-row" data-code={code.code}>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono font-medium" data-testid="discount-code">
            {code.code}
          </span>
          <span data-testid="discount-amount">{discountAmountText(code, formatMoney)}</span>
          <Badge variant={state.badge} data-testid="discount-status">
            {state.label}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {discountLimitsText(code, formatMoney, dropName)}
          {code.startsAt ? ` · from ${formatDateTime(code.startsAt, timeZone)}` : ''}
          {code.endsAt ? ` · until ${formatDateTime(code.endsAt, timeZone)}` : ''}
          {code.maxUsesPerCustomer ? ` · ${code.maxUsesPerCustomer} per customer` : ''}
        </p>
      </div>
      <div className="flex items-center gap-4">
        <p className="text-sm" data-testid="discount-uses">
          <span className="text-muted-foreground">Uses </span>
          {usesText(code)}
        </p>
        <Button variant="outline" size="sm" onClick={onEdit} data-testid="edit-discount">
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> {code.code}</span>
        </Button>
      </div>
    </li>
  );
}

/** Discount codes: the list with each code's uses, and the dialog that adds, edits or switches one off. */
export function DiscountCodesPage() {
  usePageTitle('Discount codes');
  const codes = useDiscountCodes();
  const drops = useDropChoices();
  const [dialog, setDialog] = useState<{ open: boolean; code: DiscountCode | null; opening: number }>({ open: false, code: null, opening: 0 });
  const [lostSession, setLostSession] = useState(false);
  const show = (code: DiscountCode | null) => setDialog((current) => ({ open: true, code, opening: current.opening + 1 }));
  const dropName = (id: string) => drops.data?.find((drop) => drop.id === id)?.name ?? 'a drop';

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">Discount codes</h1>
          <p className="text-sm text-muted-foreground">Codes shoppers type at checkout for money off, with their limits.</p>
        </div>
        <Button onClick={() => show(null)} data-testid="add-discount">
          <Plus aria-hidden="true" />
          Add code
        </Button>
      </div>
      <AuthBanner lostSession={lostSession} task="manage discount codes" />
      <Card>
        {codes.isPending ? (
          <div role="status" className="space-y-3 p-4">
            <span className="sr-only">Loading discount codes…</span>
            <Skeleton className="h-12 w-full" />
          </div>
        ) : codes.isError ? (
          <LoadError what="the discount codes" error={codes.error} onRetry={() => void codes.refetch()} />
        ) : codes.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 p-10 text-center text-muted-foreground" data-testid="no-discounts">
            <TicketPercent className="size-8" aria-hidden="true" />
            <p>No discount codes yet. Add one for a sale, a drop or your Mail Club.</p>
          </div>
        ) : (
          <ul className="divide-y divide-border" data-testid="discount-list">
            {codes.data.map((code) => (
              <CodeRow key={code.id} code={code} dropName={dropName} onEdit={() => show(code)} />
            ))}
          </ul>
        )}
      </Card>
      <DiscountCodeDialog
        key={dialog.opening}
        open={dialog.open}
        code={dialog.code}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open, code: open ? current.code : null }))}
        onUnauthorized={() => setLostSession(true)}
      />
    </div>
  );
}
