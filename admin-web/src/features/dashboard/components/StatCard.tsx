import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@artshop/ui';
import { Loading } from './Loading';

/** One of the four figures at the top, with what it is compared to. */
export function StatCard({
  title,
  Icon,
  testId,
  loading,
  value,
  note,
}: {
  title: string;
  Icon: LucideIcon;
  testId: string;
  loading: boolean;
  value: ReactNode;
  note: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="font-sans text-sm font-medium">{title}</CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        {loading ? (
          <Loading />
        ) : (
          <>
            <p className="text-3xl font-semibold tabular-nums" data-testid={`${testId}-value`}>
              {value}
            </p>
            <p className="mt-1 text-xs text-muted-foreground" data-testid={`${testId}-note`}>
              {note}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
