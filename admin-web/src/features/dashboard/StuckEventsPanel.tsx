import { AlertTriangle, LoaderCircle, RotateCw } from 'lucide-react';
import { Button, Card, CardContent, CardHeader, CardTitle, formatDateTime, getErrorMessage, toast } from '@artshop/ui';
import { useRetryStuckEvent, useStuckEvents } from './hooks';

/**
 * Events a part of the shop has failed to handle for ten minutes or more (a deleted account's Mail Club
 * not cancelled yet, a mail not sent): still retried on their own, shown here until they go through,
 * each with a "Retry now" for once the cause is fixed. Nothing is shown while there are none.
 */
export function StuckEventsPanel() {
  const stuck = useStuckEvents();
  const retry = useRetryStuckEvent();
  const events = stuck.data ?? [];
  if (stuck.error || events.length === 0) return null;
  return (
    <Card className="mt-4 border-destructive/50" data-testid="stuck-events">
      <CardHeader className="flex-row items-center gap-2 pb-2">
        <AlertTriangle className="size-4 text-destructive" aria-hidden="true" />
        <CardTitle className="font-sans text-base font-semibold">Events that keep failing</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">
          These changes have not reached a part of the shop yet. They are tried again every few minutes; once the cause is fixed, retry them now.
        </p>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th className="py-2 pr-3 font-medium">Service</th>
                <th className="py-2 pr-3 font-medium">Event</th>
                <th className="py-2 pr-3 font-medium">First failure</th>
                <th className="py-2 pr-3 font-medium">Attempts</th>
                <th className="py-2 pr-3 font-medium">Last error</th>
                <th className="py-2 font-medium">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {events.map((event) => {
                const retrying = retry.isPending && retry.variables?.eventId === event.eventId && retry.variables.service === event.service;
                return (
                  <tr key={`${event.service}/${event.eventId}`} data-testid="stuck-event">
                    <td className="py-2 pr-3">{event.service}</td>
                    <td className="py-2 pr-3 font-mono text-xs">{event.type}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(event.firstFailedAt)}</td>
                    <td className="py-2 pr-3 tabular-nums">{event.attempts}</td>
                    <td className="max-w-xs truncate py-2 pr-3" title={event.lastError ?? undefined}>
                      {event.lastError ?? '—'}
                    </td>
                    <td className="py-2 text-right">
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={retrying}
                        onClick={() =>
                          retry.mutate(
                            { service: event.service, eventId: event.eventId },
                            {
                              onSuccess: (list) => {
                                const again = list.find((listed) => listed.service === event.service && listed.eventId === event.eventId);
                                if (again)
                                  toast({
                                    variant: 'destructive',
                                    title: 'Still Failing',
                                    description: again.lastError ?? `${event.service} could not handle it yet.`,
                                  });
                                else toast({ variant: 'success', title: 'Delivered', description: `${event.service} has handled the ${event.type} event.` });
                              },
                              onError: (failure) =>
                                toast({
                                  variant: 'destructive',
                                  title: 'Retry Failed',
                                  description: getErrorMessage(failure, 'The event could not be retried. Please try again.'),
                                }),
                            },
                          )
                        }
                      >
                        {retrying ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <RotateCw aria-hidden="true" />}
                        Retry now
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
