import { CalendarDays, Clock, MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatEventDate, localDay, splitEvents, type StudioEvent } from '@artshop/contracts';
import { Badge, Button, ConfirmDialog, LoadError, ProductImage, Skeleton, Switch, getErrorMessage, toast } from '@artshop/ui';
import { PageEnableSwitch } from '../../shared/components/PageEnableSwitch';
import { usePageTitle } from '../../shared/title';
import { EventDialog } from './components/EventDialog';
import { useDeleteEvent, useEvents, useSetEventPublished } from './hooks';

function EventRow({
  event,
  past,
  onEdit,
  onDelete,
  onPublish,
  publishing,
}: {
  event: StudioEvent;
  past: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onPublish: (published: boolean) => void;
  publishing: boolean;
}) {
  return (
    <li className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center" data-testid="event-row" data-event-id={event.id}>
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <div className="size-16 shrink-0 overflow-hidden rounded-md border border-border bg-muted">
          {event.imageUrl ? <ProductImage src={event.imageUrl} alt="" width={64} height={64} className="size-16 object-cover" /> : null}
        </div>
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-medium" data-testid="event-title">
              {event.title}
            </span>
            <Badge variant={event.isPublished ? 'success' : 'secondary'} data-testid="event-status">
              {event.isPublished ? 'Published' : 'Draft'}
            </Badge>
            {past ? <Badge variant="outline">Past</Badge> : null}
            {event.registrationRequired ? <Badge variant="outline">Registration required</Badge> : null}
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-3.5" aria-hidden="true" />
              <span data-testid="event-date">{formatEventDate(event.date)}</span>
            </span>
            {event.time ? (
              <span className="inline-flex items-center gap-1.5">
                <Clock className="size-3.5" aria-hidden="true" />
                {event.time}
              </span>
            ) : null}
            {event.location ? (
              <span className="inline-flex min-w-0 items-center gap-1.5">
                <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="truncate">{event.location}</span>
              </span>
            ) : null}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-2">
          <label htmlFor={`publish-${event.id}`} className="text-xs text-muted-foreground">
            Published
          </label>
          <Switch id={`publish-${event.id}`} checked={event.isPublished} onCheckedChange={onPublish} disabled={publishing} data-testid="event-publish-switch" />
        </div>
        <Button variant="ghost" size="sm" onClick={onEdit} data-testid="edit-event">
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> {event.title}</span>
        </Button>
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={onDelete} data-testid="delete-event">
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> {event.title}</span>
        </Button>
      </div>
    </li>
  );
}

/** Events manager: the events of the Events page, saved in content. */
export function EventsPage() {
  usePageTitle('Events');
  const events = useEvents();
  const publish = useSetEventPublished();
  const remove = useDeleteEvent();
  const [dialog, setDialog] = useState<{ open: boolean; event: StudioEvent | null; opening: number }>({ open: false, event: null, opening: 0 });
  const [deleting, setDeleting] = useState<StudioEvent | null>(null);
  const show = (event: StudioEvent | null) => setDialog((current) => ({ open: true, event, opening: current.opening + 1 }));
  const { upcoming, past } = splitEvents(events.data ?? [], localDay());

  const setPublished = (event: StudioEvent, isPublished: boolean) =>
    publish.mutate(
      { event, isPublished },
      {
        onSuccess: () => toast({ variant: 'success', title: isPublished ? 'Event published' : 'Event unpublished', description: `“${event.title}”` }),
        onError: (error) => toast({ variant: 'destructive', title: 'Failed to update event', description: getErrorMessage(error, 'Please try again.') }),
      },
    );

  const runDelete = (event: StudioEvent) =>
    remove.mutate(event, {
      onSuccess: () => {
        setDeleting(null);
        toast({ variant: 'success', title: 'Event deleted', description: `“${event.title}”` });
      },
      onError: (error) => {
        setDeleting(null);
        toast({ variant: 'destructive', title: 'Failed to delete event', description: getErrorMessage(error, 'Please try again.') });
      },
    });

  const section = (title: string, list: StudioEvent[], isPast: boolean, testId: string) =>
    list.length ? (
      <section aria-labelledby={`${testId}-heading`} className="space-y-3" data-testid={testId}>
        <h2 id={`${testId}-heading`} className="text-lg font-semibold">
          {title} ({list.length})
        </h2>
        <ul className="divide-y divide-border rounded-lg border border-border bg-card">
          {list.map((event) => (
            <EventRow
              key={event.id}
              event={event}
              past={isPast}
              onEdit={() => show(event)}
              onDelete={() => setDeleting(event)}
              onPublish={(checked) => setPublished(event, checked)}
              publishing={publish.isPending && publish.variables?.event.id === event.id}
            />
          ))}
        </ul>
      </section>
    ) : null;

  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Events</h1>
          <p className="mt-2 text-muted-foreground">Exhibitions, open studios and workshops on the Events page. Drafts are seen only here.</p>
        </div>
        <Button onClick={() => show(null)} data-testid="add-event">
          <Plus aria-hidden="true" />
          Add Event
        </Button>
      </div>
      <PageEnableSwitch page="events" />
      <div className="mt-8 space-y-8">
        {events.isLoading ? (
          <div role="status" className="space-y-3">
            <span className="sr-only">Loading events…</span>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-24 w-full" />
            ))}
          </div>
        ) : events.error ? (
          <LoadError what="the events" error={events.error} onRetry={() => void events.refetch()} />
        ) : !events.data?.length ? (
          <p className="rounded-lg border border-dashed border-border py-12 text-center text-sm text-muted-foreground" data-testid="no-events">
            No events yet. Add one to show it on the Events page.
          </p>
        ) : (
          <>
            {section('Upcoming', upcoming, false, 'upcoming-events')}
            {section('Past', past, true, 'past-events')}
          </>
        )}
      </div>
      <EventDialog
        key={dialog.opening}
        open={dialog.open}
        event={dialog.event}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open, event: open ? current.event : null }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete event?"
        description={deleting ? `Are you sure you want to delete the event “${deleting.title}”? This cannot be undone.` : ''}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        destructive
        onConfirm={() => deleting && runDelete(deleting)}
        data-testid="delete-event-confirm"
      />
    </div>
  );
}
