import { Plus, Rocket } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Drop } from '@artshop/contracts';
import { Badge, Card, LoadError, Skeleton, buttonClasses, formatDateTime } from '@artshop/ui';
import { useShopTimeZone } from '../../shared/business-settings';
import { usePageTitle } from '../../shared/title';
import { DropForm } from './components/DropForm';
import { dropState } from './drop-words';
import { useDrops } from './hooks';

function DropRow({ drop, onEdit }: { drop: Drop; onEdit: () => void }) {
  const state = dropState(drop);
  const timeZone = useShopTimeZone();
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="drop-row" data-drop-slug={drop.slug}>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <button type="button" className="font-medium hover:underline" onClick={onEdit} data-testid="drop-name">
            {drop.name}
          </button>
          <Badge variant={state.badge} data-testid="drop-status">
            {state.label}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {`Opens ${formatDateTime(drop.releaseAt, timeZone)}`}
          {drop.earlyAccessAt ? ` · members from ${formatDateTime(drop.earlyAccessAt, timeZone)}` : ''}
          {` · ${drop.productIds.length} work${drop.productIds.length === 1 ? '' : 's'}`}
        </p>
      </div>
      {drop.status === 'draft' ? null : (
        <a href={`/drops/${drop.slug}`} className="text-sm text-muted-foreground hover:underline">
          View in the shop
        </a>
      )}
    </li>
  );
}

/** Drops: works released together at a set time, optionally to Mail Club members first. */
export function DropsPage() {
  usePageTitle('Drops');
  const drops = useDrops();
  const [editing, setEditing] = useState<Drop | 'new' | null>(null);
  if (editing) return <DropForm drop={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">Drops</h1>
          <p className="text-sm text-muted-foreground">New work released at a set time; shown as coming until then.</p>
        </div>
        <button type="button" className={buttonClasses()} onClick={() => setEditing('new')} data-testid="new-drop">
          <Plus aria-hidden="true" />
          New drop
        </button>
      </div>
      <Card>
        {drops.isPending ? (
          <div className="space-y-3 p-4">
            <Skeleton className="h-12 w-full" />
          </div>
        ) : drops.isError ? (
          <LoadError what="the drops" error={drops.error} onRetry={() => void drops.refetch()} />
        ) : drops.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 p-10 text-center text-muted-foreground">
            <Rocket className="size-8" aria-hidden="true" />
            <p>No drops yet. Group new works into one and choose when it opens.</p>
          </div>
        ) : (
          <ul className="divide-y divide-border" data-testid="drop-list">
            {drops.data.map((drop) => (
              <DropRow key={drop.id} drop={drop} onEdit={() => setEditing(drop)} />
            ))}
          </ul>
        )}
      </Card>
      <p className="text-sm text-muted-foreground">
        Or <Link to="/products">add new works</Link> first.
      </p>
    </div>
  );
}
