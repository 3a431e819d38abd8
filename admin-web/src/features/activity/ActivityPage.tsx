import { History, RefreshCw } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { ACTIVITY_AREAS, type ActivityArea } from '@artshop/contracts';
import { Button, Card, Label, LoadError, Skeleton } from '@artshop/ui';
import { Pager } from '../../shared/components/Pager';
import { SearchBox } from '../../shared/components/SearchBox';
import { selectClasses } from '../../shared/select-classes';
import { usePageTitle } from '../../shared/title';
import { useUrlSearch } from '../../shared/useUrlSearch';
import { AREA_LABEL } from './activity-words';
import { ActivityRow } from './components/ActivityRow';
import { useActivity } from './hooks';

const PAGE_SIZE = 50;

/** Who changed what and when in the back office, newest first; the search, area and page are in the address. */
export function ActivityPage() {
  usePageTitle('Activity');
  const [params, setParams] = useSearchParams();
  const search = useUrlSearch();
  const given = params.get('area');
  const area = ACTIVITY_AREAS.includes(given as ActivityArea) ? (given as ActivityArea) : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const activity = useActivity({ ...(search.q ? { q: search.q } : {}), ...(area ? { area } : {}), page, pageSize: PAGE_SIZE });
  const data = activity.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const show = (next: { area?: ActivityArea | null; page?: number }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.area !== undefined) {
        if (next.area) updated.set('area', next.area);
        else updated.delete('area');
        updated.delete('page');
      }
      if (next.page !== undefined) {
        if (next.page <= 1) updated.delete('page');
        else updated.set('page', String(next.page));
      }
      return updated;
    });

  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Activity</h1>
          <p className="mt-2 max-w-2xl text-muted-foreground">Every change made in the back office: who made it, when, and what it set.</p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => void activity.refetch()} disabled={activity.isFetching}>
          <RefreshCw className={activity.isFetching ? 'animate-spin motion-reduce:animate-none' : undefined} aria-hidden="true" />
          Refresh
        </Button>
      </div>

      <div className="mt-6 flex flex-wrap items-end gap-4">
        <SearchBox
          id="activity-search"
          label="Search the activity"
          placeholder="A work, an order number, a price…"
          value={search.typed}
          onChange={search.setTyped}
          testId="activity-search"
          className="w-full max-w-md"
        />
        <div className="grid gap-1.5">
          <Label htmlFor="activity-area">Area</Label>
          <select
            id="activity-area"
            className={selectClasses}
            value={area ?? ''}
            onChange={(event) => show({ area: (event.target.value || null) as ActivityArea | null })}
          >
            <option value="">Everywhere</option>
            {ACTIVITY_AREAS.map((value) => (
              <option key={value} value={value}>
                {AREA_LABEL[value]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <Card className="mt-4 overflow-hidden">
        {activity.isLoading ? (
          <div role="status" className="space-y-2 p-4">
            <span className="sr-only">Loading the activity…</span>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-12 w-full" />
            ))}
          </div>
        ) : activity.error && !data ? (
          <LoadError what="the activity" error={activity.error} onRetry={() => void activity.refetch()} />
        ) : !data || data.entries.length === 0 ? (
          <div className="flex flex-col items-center gap-3 p-10 text-center text-muted-foreground" data-testid="activity-empty">
            <History className="size-10" aria-hidden="true" />
            <p>{search.q || area ? 'No changes found' : 'No changes yet'}</p>
          </div>
        ) : (
          <ol className="divide-y divide-border" aria-busy={activity.isFetching} aria-label="Changes, newest first">
            {data.entries.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </Card>
      {data && data.total > 0 ? (
        <Pager
          label="Pages of activity"
          page={data.page}
          pages={pages}
          summary={`${data.total} ${data.total === 1 ? 'change' : 'changes'}`}
          onPage={(next) => show({ page: next })}
          testId="activity-page"
        />
      ) : null}
    </div>
  );
}
