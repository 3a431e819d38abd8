import { Clock, Mail, MapPin, Palette, Phone } from 'lucide-react';
import { WEEKDAYS, WEEKDAY_LABELS, type ContactSettings } from '@artshop/contracts';
import { Card, useHydrating } from '@artshop/ui';
import { studioHours, telHref, weekdayOf } from '../contact';

/** Beside the form: how to reach the studio, its hours (today's marked), and how commissions work. */
export function ContactDetails({ settings }: { settings: ContactSettings | undefined }) {
  const hours = studioHours(settings);
  const info = settings?.contactInfo;
  const commissions = settings?.commissionsText?.trim();
  // The visitor's own day: known only in their browser, so marked once the page is theirs (the server renders none).
  const hydrating = useHydrating();
  const today = hydrating ? undefined : weekdayOf(new Date());

  return (
    <div className="space-y-6">
      <Card>
        <div className="p-6">
          <h2 className="text-xl font-semibold">Contact details</h2>
          {info?.email || info?.phone || info?.address ? (
            <ul className="mt-4 space-y-4 text-sm" data-testid="contact-details">
              {info.email ? (
                <li className="flex items-start gap-3">
                  <Mail className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
                  <div className="min-w-0">
                    <span className="block text-xs font-medium uppercase tracking-wider text-muted-foreground">Email</span>
                    <a href={`mailto:${info.email}`} className="break-all font-medium underline-offset-4 hover:underline" data-testid="contact-email">
                      {info.email}
                    </a>
                  </div>
                </li>
              ) : null}
              {info.phone ? (
                <li className="flex items-start gap-3">
                  <Phone className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
                  <div className="min-w-0">
                    <span className="block text-xs font-medium uppercase tracking-wider text-muted-foreground">Phone</span>
                    <a href={telHref(info.phone)} className="font-medium underline-offset-4 hover:underline" data-testid="contact-phone">
                      {info.phone}
                    </a>
                  </div>
                </li>
              ) : null}
              {info.address ? (
                <li className="flex items-start gap-3">
                  <MapPin className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
                  <div className="min-w-0">
                    <span className="block text-xs font-medium uppercase tracking-wider text-muted-foreground">Studio</span>
                    <address className="whitespace-pre-line font-medium not-italic" data-testid="contact-address">
                      {info.address}
                    </address>
                  </div>
                </li>
              ) : null}
            </ul>
          ) : (
            <p className="mt-4 text-sm text-muted-foreground">The form is the best way to reach the studio.</p>
          )}
        </div>
      </Card>

      <Card>
        <div className="p-6">
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <Clock className="size-5 text-accent" aria-hidden="true" />
            Studio hours
          </h2>
          <dl className="mt-4 divide-y divide-border text-sm" data-testid="studio-hours">
            {WEEKDAYS.map((day) => (
              <div key={day} className="flex justify-between gap-4 py-2" data-day={day}>
                <dt className={day === today ? 'font-semibold' : 'text-muted-foreground'}>
                  {WEEKDAY_LABELS[day]}
                  {day === today ? <span className="sr-only"> (today)</span> : null}
                </dt>
                <dd className={day === today ? 'text-right font-semibold' : 'text-right'}>{hours[day]}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Card>

      {commissions ? (
        <Card>
          <div className="p-6">
            <h2 className="flex items-center gap-2 text-xl font-semibold">
              <Palette className="size-5 text-accent" aria-hidden="true" />
              Commissions
            </h2>
            <p className="mt-3 whitespace-pre-line text-sm leading-relaxed text-muted-foreground" data-testid="commissions-text">
              {commissions}
            </p>
          </div>
        </Card>
      ) : null}
    </div>
  );
}
