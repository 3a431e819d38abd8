import { Clock } from 'lucide-react';
import type { Drop } from '@artshop/contracts';
import { Badge, useShopTimeZone } from '@artshop/ui';
import { dropNotice } from './drop-words';
import { useDropAccess, useDropClock } from './hooks';

/** A drop's opening as this visitor sees it: "Coming <date, time in the shop's zone>" with its countdown, or members' early access open. */
export function DropNotice({ drop }: { drop: Pick<Drop, 'releaseAt' | 'earlyAccessAt'> }) {
  const now = useDropClock(drop);
  const access = useDropAccess(drop);
  const timeZone = useShopTimeZone();
  const notice = dropNotice(drop, now, access.data?.member ?? false, timeZone);
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="drop-notice" data-phase={notice.phase}>
      <Badge variant={notice.canBuy ? 'accent' : 'secondary'} data-testid="coming-badge">
        <Clock className="size-3.5" aria-hidden="true" />
        {notice.title}
      </Badge>
      {notice.countdown ? (
        <span className="text-sm tabular-nums text-muted-foreground" data-testid="drop-countdown" role="timer" aria-live="off">
          {notice.countdown}
        </span>
      ) : null}
      {notice.phase === 'coming' && drop.earlyAccessAt ? (
        <span className="text-sm text-muted-foreground">Mail Club members may buy from a little earlier.</span>
      ) : null}
    </div>
  );
}

/** Whether this visitor can buy a drop's works now (the server decides again when they try). */
export function useCanBuyFromDrop(drop: Pick<Drop, 'releaseAt' | 'earlyAccessAt'> | null | undefined): boolean {
  const now = useDropClock(drop);
  const access = useDropAccess(drop);
  const timeZone = useShopTimeZone();
  return !drop || dropNotice(drop, now, access.data?.member ?? false, timeZone).canBuy;
}
