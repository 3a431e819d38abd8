import { CalendarDays, CalendarPlus, Clock, ExternalLink, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { eventCalendarPath, formatEventDate, localDay, splitEvents, type StudioEvent } from '@artshop/contracts';
import { Badge, LoadError, ProductImage, Skeleton, buttonClasses } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';
import { useEvents } from './hooks';

const EVENT_IMAGE_SIZES = '(min-width: 768px) 320px, 100vw';

/** A registration link: a page of the shop opens here, another site in a new tab. */
function RegistrationLink({ url, title }: { url: string; title: string }) {
  const label = (
    <>
      Register<span className="sr-only"> for {title}</span>
    </>
  );
  if (!/^https?:\/\//i.test(url))
    return (
      <Link to={url} className={buttonClasses({ size: 'sm' })} data-testid="event-register">
        {label}
      </Link>
    );
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses({ size: 'sm' })} data-testid="event-register">
      {label}
      <ExternalLink aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** `first`: the page's first card, whose picture is in the first screen (loaded at once, not lazily). */
function EventCard({ event, past, first }: { event: StudioEvent; past: boolean; first: boolean }) {
  const headingId = `event-${event.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid overflow-hidden rounded-lg border border-border bg-card md:grid-cols-[320px_1fr]"
      data-testid="event-card"
      data-event-id={event.id}
    >
      {event.imageUrl ? (
        <ProductImage
          src={event.imageUrl}
          alt=""
          width={1200}
          height={800}
          sizes={EVENT_IMAGE_SIZES}
          priority={first}
          className={`aspect-[3/2] h-full w-full object-cover ${past ? 'grayscale-[40%]' : ''}`}
          data-testid="event-image"
        />
      ) : null}
      <div className="flex flex-col gap-3 p-6">
        <h3 id={headingId} className="font-sans text-xl font-semibold tracking-normal" data-testid="event-title">
          {event.title}
        </h3>
        <ul className="space-y-1.5 text-sm text-muted-foreground">
          <li className="flex items-start gap-2">
            <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">Date: </span>
            <time dateTime={event.date} data-testid="event-date">
              {formatEventDate(event.date)}
            </time>
          </li>
          {event.time ? (
            <li className="flex items-start gap-2">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">Time: </span>
              <span data-testid="event-time">{event.time}</span>
            </li>
          ) : null}
          {event.location ? (
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">Location: </span>
              <span data-testid="event-location">{event.location}</span>
            </li>
          ) : null}
        </ul>
        {event.description ? (
          <p className="whitespace-pre-line text-sm leading-relaxed" data-testid="event-description">
            {event.description}
          </p>
        ) : null}
        {!past ? (
          <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
            {event.registrationRequired ? (
              <>
                <Badge variant="accent" data-testid="event-registration-required">
                  Registration required
                </Badge>
                {event.registrationUrl ? <RegistrationLink url={event.registrationUrl} title={event.title} /> : null}
              </>
            ) : null}
            <a href={eventCalendarPath(event.id)} download className={buttonClasses({ variant: 'outline', size: 'sm' })} data-testid="event-add-to-calendar">
              <CalendarPlus aria-hidden="true" />
              Add to calendar<span className="sr-only">: {event.title}</span>
            </a>
          </div>
        ) : null}
      </div>
    </article>
  );
}

function EventSection({
  id,
  title,
  events,
  past,
  empty,
  first = false,
}: {
  id: string;
  title: string;
  events: StudioEvent[];
  past: boolean;
  empty?: string;
  /** The page's first section with cards. */
  first?: boolean;
}) {
  if (!events.length && !empty) return null;
  return (
    <section aria-labelledby={id} className="space-y-6" data-testid={past ? 'past-events' : 'upcoming-events'}>
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {events.length ? (
        <div className="space-y-6">
          {events.map((event, index) => (
            <EventCard key={event.id} event={event} past={past} first={first && index === 0} />
          ))}
        </div>
      ) : (
        <p className="rounded-lg border border-dashed border-border py-10 text-center text-muted-foreground" data-testid="no-upcoming-events">
          {empty}
        </p>
      )}
    </section>
  );
}

/** Events: upcoming first, soonest first; past events below, the latest first. */
export function EventsPage() {
  usePageTitle('Events');
  const events = useEvents();
  // An admin browsing the live site is answered drafts too: the page shows what visitors see.
  const published = (events.data ?? []).filter((event) => event.isPublished);
  const { upcoming, past } = splitEvents(published, localDay());

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="max-w-2xl">
        <h1 className="text-4xl font-semibold sm:text-5xl">Events</h1>
        <p className="mt-4 text-lg text-muted-foreground">Exhibitions, open studios and workshops: come and see the work in person.</p>
      </header>
      <div className="mt-10 space-y-14">
        {events.isLoading ? (
          <div role="status" className="space-y-6">
            <span className="sr-only">Loading events…</span>
            {[0, 1].map((index) => (
              <Skeleton key={index} className="h-56 w-full" />
            ))}
          </div>
        ) : events.error ? (
          <LoadError what="the events" error={events.error} onRetry={() => void events.refetch()} />
        ) : published.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border py-16 text-center text-muted-foreground" data-testid="no-events">
            No events scheduled at the moment. Check back soon.
          </p>
        ) : (
          <>
            <EventSection
              id="upcoming-events-heading"
              title="Upcoming Events"
              events={upcoming}
              past={false}
              empty="No upcoming events at the moment. Check back soon."
              first={upcoming.length > 0}
            />
            <EventSection id="past-events-heading" title="Past Events" events={past} past first={upcoming.length === 0} />
          </>
        )}
      </div>
    </div>
  );
}
