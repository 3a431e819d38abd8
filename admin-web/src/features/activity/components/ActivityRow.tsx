import type { ActivityEntry } from '@artshop/contracts';
import { Badge, formatDateTime } from '@artshop/ui';
import { AREA_LABEL, actionText } from '../activity-words';

/** One change: when, who, where in the shop, what was done to what, and what it set. */
export function ActivityRow({ entry }: { entry: ActivityEntry }) {
  return (
    <li className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_1fr]" data-testid="activity-entry" data-action={entry.action}>
      <div className="text-sm text-muted-foreground">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        <span className="block truncate" title={entry.actor.email}>
          {entry.actor.name}
        </span>
      </div>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <Badge variant="outline">{AREA_LABEL[entry.area]}</Badge>
          <span>{actionText(entry.action)}</span>
          {entry.subject ? <span className="truncate text-muted-foreground">{entry.subject}</span> : null}
        </p>
        {entry.details.length > 0 ? (
          <ul className="mt-1 space-y-0.5 text-sm text-muted-foreground" data-testid="activity-details">
            {entry.details.map((detail, index) => (
              <li key={index} className="break-words">
                {detail}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
