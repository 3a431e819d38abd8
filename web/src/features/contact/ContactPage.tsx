import { CircleCheck, Clock, LoaderCircle, Mail, MapPin, Palette, Phone, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import {
  DEFAULT_CONTACT_SETTINGS,
  REQUIRED_FIELDS_MESSAGE,
  WEEKDAYS,
  type ContactMessageInput,
  type ContactSettings,
  type Weekday,
  WEEKDAY_LABELS,
} from '@artshop/contracts';
import { ApiError, Button, Card, FieldError, Input, Label, Textarea, getErrorMessage, getFieldErrors, useContactSettings, useHydrating } from '@artshop/ui';
import { ServerFormFields, serverForm, useSentValues } from '../../shared/server-forms';
import { FormAlert } from '../../shared/components/FormAlert';
import { Honeypot } from '../../shared/components/Honeypot';
import { usePageTitle } from '../../shared/title';
import { PagePlaceholder } from '../../shared/components/PagePlaceholder';
import { useSendContactMessage } from './hooks';
import type { contactMessageSchema } from '../../shared/form-schemas';
import { lazyZodResolver } from '../../shared/lazy-resolver';

type ContactFormValues = z.input<typeof contactMessageSchema>;
type FieldName = Exclude<keyof ContactFormValues, 'website'>;

const FIELDS: readonly FieldName[] = ['name', 'email', 'phone', 'subject', 'message'];
const EMPTY: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '', website: '' };
const SEND_FAILED = 'Failed to send message. Please try again.';
const DEFAULT_GET_IN_TOUCH = 'Have a question about a painting, a print size or shipping? Send me a message and I will get back to you personally.';

/** Studio hours with the defaults for any weekday left blank. */
function studioHours(settings: ContactSettings | undefined): Record<Weekday, string> {
  const hours = { ...DEFAULT_CONTACT_SETTINGS.studioHours };
  for (const day of WEEKDAYS) {
    const value = settings?.studioHours?.[day]?.trim();
    if (value) hours[day] = value;
  }
  return hours;
}

/**
 * Messages the schema gives: the shared 'Please fill in all required fields' once, above the
 * button (not under each empty field); anything else (a malformed e-mail, a text too long) under
 * its own field.
 */
function splitErrors(errors: FieldErrors<ContactFormValues>) {
  const missing = FIELDS.filter((field) => errors[field]?.message === REQUIRED_FIELDS_MESSAGE);
  const own = (field: FieldName) => {
    const message = errors[field]?.message;
    return message && message !== REQUIRED_FIELDS_MESSAGE ? message : undefined;
  };
  return { missing, own };
}

function ContactDetails({ settings }: { settings: ContactSettings | undefined }) {
  const hours = studioHours(settings);
  const info = settings?.contactInfo;
  const commissions = settings?.commissionsText?.trim();
  // The visitor's own day: known only in their browser, so marked once the page is theirs (the server renders none).
  const hydrating = useHydrating();
  const today = hydrating ? undefined : WEEKDAYS[(new Date().getDay() + 6) % 7];

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
                    <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`} className="font-medium underline-offset-4 hover:underline" data-testid="contact-phone">
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

function ContactForm({ onSent }: { onSent: () => void }) {
  const [sendError, setSendError] = useState<{ message: string; detail?: string } | null>(null);
  // A post the gateway refused (sent before the app ran) comes back filled in as it was.
  const sentValues = useSentValues('contact');
  const form = useForm<ContactFormValues, unknown, ContactMessageInput>({
    resolver: lazyZodResolver('contactMessageSchema'),
    defaultValues: { ...EMPTY, ...sentValues },
  });
  const { errors } = form.formState;
  const { missing, own } = splitErrors(errors);

  const send = useSendContactMessage({
    onMutate: () => setSendError(null),
    onSuccess: () => {
      form.reset(EMPTY);
      onSent();
    },
    onError: (error) => {
      for (const [field, message] of Object.entries(getFieldErrors(error))) {
        if ((FIELDS as readonly string[]).includes(field)) form.setError(field as FieldName, { type: 'server', message });
      }
      // A 4xx carries a message worth reading (too many attempts, a field refused); a 5xx or a
      // network failure does not.
      const detail = error instanceof ApiError && error.status < 500 ? getErrorMessage(error, '') : '';
      setSendError({ message: SEND_FAILED, detail: detail && detail !== SEND_FAILED ? detail : undefined });
    },
  });

  const describedBy = (field: FieldName) =>
    [own(field) ? `contact-${field}-error` : null, missing.includes(field) ? 'contact-required-error' : null].filter(Boolean).join(' ') || undefined;
  const field = (name: FieldName) => ({
    id: `contact-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(name),
    // In the server's markup too (the form's own values are set once the app runs).
    defaultValue: sentValues[name],
    ...form.register(name),
  });

  return (
    <form
      {...serverForm('contact')}
      noValidate
      aria-label="Send a message"
      data-testid="contact-form"
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      className="relative space-y-5"
    >
      <ServerFormFields />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="contact-name">
            Name <span aria-hidden="true">*</span>
          </Label>
          <Input autoComplete="name" aria-required="true" {...field('name')} />
          <FieldError id="contact-name-error">{own('name')}</FieldError>
        </div>
        <div className="space-y-2">
          <Label htmlFor="contact-email">
            Email <span aria-hidden="true">*</span>
          </Label>
          <Input type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} aria-required="true" {...field('email')} />
          <FieldError id="contact-email-error">{own('email')}</FieldError>
        </div>
        <div className="space-y-2">
          <Label htmlFor="contact-phone">
            Phone <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input type="tel" autoComplete="tel" {...field('phone')} />
          <FieldError id="contact-phone-error">{own('phone')}</FieldError>
        </div>
        <div className="space-y-2">
          <Label htmlFor="contact-subject">
            Subject <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input {...field('subject')} />
          <FieldError id="contact-subject-error">{own('subject')}</FieldError>
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-message">
          Message <span aria-hidden="true">*</span>
        </Label>
        <Textarea rows={6} aria-required="true" {...field('message')} />
        <FieldError id="contact-message-error">{own('message')}</FieldError>
      </div>
      <Honeypot id="contact-website" {...form.register('website')} />
      <FormAlert id="contact-required-error" testId="contact-required" message={missing.length ? REQUIRED_FIELDS_MESSAGE : null} />
      <FormAlert testId="contact-send-error" message={sendError?.message ?? null} detail={sendError?.detail} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          <span aria-hidden="true">*</span> Required fields
        </p>
        <Button type="submit" size="lg" disabled={send.isPending} aria-busy={send.isPending} data-testid="contact-submit">
          {send.isPending ? (
            <>
              <LoaderCircle className="animate-spin" aria-hidden="true" />
              Sending…
            </>
          ) : (
            <>
              <Send aria-hidden="true" />
              Send Message
            </>
          )}
        </Button>
      </div>
    </form>
  );
}

function ContactSuccess({ onAnother }: { onAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="py-8 text-center" data-testid="contact-success">
      <CircleCheck className="mx-auto size-12 text-success" aria-hidden="true" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-semibold outline-none">
        Thank you! Your message has been sent.
      </h2>
      <p className="mx-auto mt-3 max-w-sm text-muted-foreground">I read every message myself and will reply within 24–48 hours.</p>
      <Button variant="outline" className="mt-6" onClick={onAnother} data-testid="contact-send-another">
        Send another
      </Button>
    </div>
  );
}

/** /contact: details, studio hours, get-in-touch and commissions texts, the message form. */
export function ContactPage() {
  usePageTitle('Contact');
  const settings = useContactSettings();
  const [sent, setSent] = useState(false);
  const getInTouch = settings.data?.getInTouchText?.trim() || DEFAULT_GET_IN_TOUCH;
  const formHeadingRef = useRef<HTMLHeadingElement>(null);
  const [returned, setReturned] = useState(false);

  useEffect(() => {
    if (returned && !sent) formHeadingRef.current?.focus();
  }, [returned, sent]);

  // The artist's texts change the page's height: it shows once they are read (they come preloaded
  // with the page), all at once, rather than with stand-ins that would push the form down (CLS).
  if (settings.isLoading) return <PagePlaceholder />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <header className="mb-10 max-w-2xl">
        <p className="text-sm font-medium uppercase tracking-[0.2em] text-accent">Contact</p>
        <h1 className="mt-3 text-3xl font-semibold sm:text-4xl">Get in touch</h1>
        <p className="mt-4 whitespace-pre-line text-lg leading-relaxed text-muted-foreground" data-testid="get-in-touch-text">
          {getInTouch}
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-5 lg:gap-12">
        <section aria-label="Message form" className="lg:col-span-3">
          <Card>
            <div className="p-6 sm:p-8">
              {sent ? (
                <ContactSuccess
                  onAnother={() => {
                    setSent(false);
                    setReturned(true);
                  }}
                />
              ) : (
                <>
                  <h2 ref={formHeadingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
                    Send a message
                  </h2>
                  <p className="mb-6 mt-2 text-sm text-muted-foreground">I read every message myself and reply within 24–48 hours.</p>
                  <ContactForm onSent={() => setSent(true)} />
                </>
              )}
            </div>
          </Card>
        </section>
        <aside aria-label="Studio details" className="lg:col-span-2">
          <ContactDetails settings={settings.data} />
        </aside>
      </div>
    </div>
  );
}
