import { CircleCheck, LoaderCircle, Send } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ART_STYLES, BUDGETS, CORPORATE_REQUIRED_MESSAGE, PROJECT_TYPES, type CorporateInquiryInput } from '@artshop/contracts';
import {
  ApiError,
  Button,
  FieldError,
  Input,
  Label,
  NativeSelect,
  Sheet,
  Textarea,
  buttonClasses,
  cn,
  getErrorMessage,
  getFieldErrors,
  useHydrating,
} from '@artshop/ui';
import { FormAlert } from '../../../shared/components/FormAlert';
import { Honeypot } from '../../../shared/components/Honeypot';
import { ServerFormFields, serverForm, useFormResult } from '../../../shared/server-forms';
import { useSendCorporateInquiry } from '../hooks';
import type { corporateInquirySchema } from '../../../shared/form-schemas';
import { lazyZodResolver } from '../../../shared/lazy-resolver';

type InquiryFormValues = z.input<typeof corporateInquirySchema>;
type InquiryField = keyof InquiryFormValues;

export const INQUIRY_SUCCESS = "Thanks! Your inquiry has been sent. I'll reply soon.";
const SERVICE_FAILED = 'Something went wrong. Please try again.';
const NETWORK_FAILED = 'Network error. Please try again.';
/** The result clears this long after the sheet closes (after its closing animation). */
export const RESULT_RESET_DELAY_MS = 300;
const REQUIRED: readonly InquiryField[] = ['name', 'company', 'email'];

function emptyInquiry(): InquiryFormValues {
  return {
    name: '',
    company: '',
    email: '',
    phone: '',
    projectType: PROJECT_TYPES[0],
    budget: BUDGETS[0],
    pieces: '',
    style: [],
    location: '',
    timeline: '',
    message: '',
    consent: false,
    // Hidden: what the inquiry is about and which page sent it.
    subject: 'New corporate inquiry',
    source: typeof window === 'undefined' ? 'corporate-buyers' : `${window.location.origin}/corporate-buyers`,
    website: '',
  };
}

type InquiryResult = { kind: 'success' } | { kind: 'error'; message: string } | null;

/**
 * The inquiry's state, kept by the page so that closing the sheet keeps what was typed:
 * idle → sending → success (the form and its style choices reset) or an error message. After the
 * sheet closes the result clears 300 ms later.
 */
export function useCorporateInquiry() {
  const [open, setOpenState] = useState(false);
  const [result, setResult] = useState<InquiryResult>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const form = useForm<InquiryFormValues, unknown, CorporateInquiryInput>({
    resolver: lazyZodResolver('corporateInquirySchema'),
    defaultValues: emptyInquiry(),
  });

  const send = useSendCorporateInquiry({
    onMutate: () => setResult(null),
    onSuccess: () => {
      form.reset(emptyInquiry());
      setResult({ kind: 'success' });
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(getFieldErrors(error))) {
          if (field in emptyInquiry() && message !== CORPORATE_REQUIRED_MESSAGE) form.setError(field as InquiryField, { type: 'server', message });
        }
        setResult({ kind: 'error', message: getErrorMessage(error, SERVICE_FAILED) });
      } else {
        // fetch itself failed: offline, DNS, connection refused.
        setResult({ kind: 'error', message: NETWORK_FAILED });
      }
    },
  });

  const setOpen = useCallback((next: boolean) => {
    clearTimeout(clearTimer.current);
    setOpenState(next);
    if (!next) clearTimer.current = setTimeout(() => setResult(null), RESULT_RESET_DELAY_MS);
  }, []);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  return { open, setOpen, form, send, result, setResult };
}

export type CorporateInquiry = ReturnType<typeof useCorporateInquiry>;

function InquirySuccess({ onClose, onAnother }: { onClose: () => void; onAnother: () => void }) {
  const headingRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="px-6 py-10 text-center" data-testid="inquiry-success" role="status">
      <CircleCheck className="mx-auto size-12 text-success" aria-hidden="true" />
      <p ref={headingRef} tabIndex={-1} className="font-display mt-4 text-2xl font-semibold outline-none">
        {INQUIRY_SUCCESS}
      </p>
      <p className="mx-auto mt-3 max-w-sm text-muted-foreground">
        You will hear from me personally within <span className="whitespace-nowrap">1-2 business days</span>, usually with a few first ideas and questions about
        the space.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={onClose}>Close</Button>
        <Button variant="outline" onClick={onAnother} data-testid="inquiry-another">
          Send another inquiry
        </Button>
      </div>
    </div>
  );
}

function InquiryForm({
  form,
  sending,
  error,
}: {
  form: UseFormReturn<InquiryFormValues, unknown, CorporateInquiryInput>;
  sending: boolean;
  error: string | null;
}) {
  const { errors } = form.formState;
  const missing = REQUIRED.some((field) => errors[field]?.message === CORPORATE_REQUIRED_MESSAGE);
  const own = (field: InquiryField) => {
    const message = errors[field]?.message;
    return typeof message === 'string' && message !== CORPORATE_REQUIRED_MESSAGE ? message : undefined;
  };
  const field = (name: InquiryField) => ({
    id: `inquiry-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [own(name) ? `inquiry-${name}-error` : null, errors[name]?.message === CORPORATE_REQUIRED_MESSAGE ? 'inquiry-required-error' : null]
        .filter(Boolean)
        .join(' ') || undefined,
    ...form.register(name),
  });

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="inquiry-name">
            Name <span aria-hidden="true">*</span>
          </Label>
          <Input required autoComplete="name" {...field('name')} />
          <FieldError id="inquiry-name-error">{own('name')}</FieldError>
        </div>
        <div className="space-y-2">
          <Label htmlFor="inquiry-company">
            Company <span aria-hidden="true">*</span>
          </Label>
          <Input required autoComplete="organization" {...field('company')} />
          <FieldError id="inquiry-company-error">{own('company')}</FieldError>
        </div>
        <div className="space-y-2">
          <Label htmlFor="inquiry-email">
            Email <span aria-hidden="true">*</span>
          </Label>
          <Input required type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} {...field('email')} />
          <FieldError id="inquiry-email-error">{own('email')}</FieldError>
        </div>
        <div className="space-y-2">
          <Label htmlFor="inquiry-phone">
            Phone <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input type="tel" autoComplete="tel" {...field('phone')} />
          <FieldError id="inquiry-phone-error">{own('phone')}</FieldError>
        </div>
        <div className="space-y-2">
          <Label htmlFor="inquiry-projectType">Project type</Label>
          <NativeSelect {...field('projectType')}>
            {PROJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect>
          <FieldError id="inquiry-projectType-error">{own('projectType')}</FieldError>
        </div>
        <div className="space-y-2">
          <Label htmlFor="inquiry-budget">Budget</Label>
          <NativeSelect {...field('budget')}>
            {BUDGETS.map((budget) => (
              <option key={budget} value={budget}>
                {budget}
              </option>
            ))}
          </NativeSelect>
          <FieldError id="inquiry-budget-error">{own('budget')}</FieldError>
        </div>
        <div className="space-y-2">
          <Label htmlFor="inquiry-pieces">Number of pieces</Label>
          <Input type="number" min={0} step={1} inputMode="numeric" {...field('pieces')} />
          <FieldError id="inquiry-pieces-error">{own('pieces')}</FieldError>
        </div>
        <div className="space-y-2">
          <Label htmlFor="inquiry-timeline">Timeline</Label>
          <Input placeholder="e.g. Spring 2026" {...field('timeline')} />
          <FieldError id="inquiry-timeline-error">{own('timeline')}</FieldError>
        </div>
      </div>
      <fieldset className="space-y-2" aria-describedby={own('style') ? 'inquiry-style-error' : undefined}>
        <legend className="text-sm font-medium">Art preferences</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ART_STYLES.map((style) => (
            <label
              key={style}
              className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md border border-border px-3 py-2 text-sm hover:bg-muted has-[:checked]:border-accent has-[:checked]:bg-accent/5"
            >
              <input type="checkbox" value={style} className="size-4 shrink-0 accent-accent" data-testid="inquiry-style" {...form.register('style')} />
              {style}
            </label>
          ))}
        </div>
        <FieldError id="inquiry-style-error">{own('style')}</FieldError>
      </fieldset>
      <div className="space-y-2">
        <Label htmlFor="inquiry-location">Location</Label>
        <Input placeholder="City, state or country" autoComplete="address-level2" {...field('location')} />
        <FieldError id="inquiry-location-error">{own('location')}</FieldError>
      </div>
      <div className="space-y-2">
        <Label htmlFor="inquiry-message">Tell me about the space</Label>
        <Textarea rows={4} placeholder="The rooms, the light, the people who use them, anything you already have in mind." {...field('message')} />
        <FieldError id="inquiry-message-error">{own('message')}</FieldError>
      </div>
      <label className="flex cursor-pointer items-start gap-3 text-sm">
        <input type="checkbox" id="inquiry-consent" className="mt-0.5 size-4 shrink-0 accent-accent" {...form.register('consent')} />
        <span className="text-muted-foreground">I agree to be contacted about this inquiry. My details are used for nothing else.</span>
      </label>
      <input type="hidden" {...form.register('subject')} />
      <input type="hidden" {...form.register('source')} />
      <Honeypot id="inquiry-website" {...form.register('website')} />
      <FormAlert id="inquiry-required-error" testId="inquiry-required" message={missing ? CORPORATE_REQUIRED_MESSAGE : null} />
      <FormAlert testId="inquiry-error" message={error} />
      <Button type="submit" size="lg" className="w-full" disabled={sending} aria-busy={sending} data-testid="inquiry-submit">
        {sending ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden="true" />
            Sending…
          </>
        ) : (
          <>
            <Send aria-hidden="true" />
            Send Inquiry
          </>
        )}
      </Button>
    </>
  );
}

/** 'Let's Talk': the inquiry form in a side sheet. */
export function CorporateInquirySheet({ inquiry }: { inquiry: CorporateInquiry }) {
  const { open, setOpen, form, send, result, setResult } = inquiry;
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title="Let's talk about your space"
      description="Tell me a little about the project. Only name, company and email are required."
      side="right"
      widthClassName="w-full sm:max-w-lg"
      initialFocus="#inquiry-name"
      data-testid="inquiry-sheet"
    >
      {result?.kind === 'success' ? (
        <InquirySuccess onClose={() => setOpen(false)} onAnother={() => setResult(null)} />
      ) : (
        // Not noValidate: the browser checks the required fields first, then the script (the schema).
        <form
          aria-label="Corporate inquiry"
          data-testid="inquiry-form"
          className="relative space-y-5 px-4 py-5"
          onSubmit={form.handleSubmit((values) => send.mutate(values))}
        >
          <InquiryForm form={form} sending={send.isPending} error={result?.kind === 'error' ? result.message : null} />
        </form>
      )}
      <p className="mt-auto border-t border-border px-4 py-4 text-center text-sm text-muted-foreground" data-testid="inquiry-footer">
        I personally reply to every inquiry within 24-48 hours.
      </p>
    </Sheet>
  );
}

/** Where the plain inquiry form is on the page: 'Let's Talk' leads there until the app runs. */
export const PLAIN_INQUIRY_ID = 'corporate-inquiry';

/**
 * The inquiry form as a plain HTML form on the page, for a visitor whose browser has not run the app
 * yet (or never will): 'Let's Talk' is then a link to it (shown by :target), and the gateway answers
 * its post, coming back with the thanks or the reason and the fields as typed. Once the app runs it
 * goes (the sheet takes over), unless the visitor is at it or it came back refused.
 */
export function CorporateInquiryPlainForm() {
  const sent = useFormResult('corporate');
  const ready = !useHydrating();
  const form = useForm<InquiryFormValues, unknown, CorporateInquiryInput>({
    // The page it was sent from as the server names it, so the markup is the same in the browser.
    defaultValues: { ...emptyInquiry(), source: 'corporate-buyers', ...sent?.values },
  });
  // Read once the app runs (never while it takes the server's markup over, which must match).
  if (ready && window.location.hash !== `#${PLAIN_INQUIRY_ID}` && !(sent && !sent.ok)) return null;
  return (
    <section
      id={PLAIN_INQUIRY_ID}
      aria-label="Corporate inquiry"
      className={cn('mx-auto max-w-2xl px-4 pb-10 sm:px-6 lg:px-8', sent && !sent.ok ? 'block' : 'hidden target:block')}
    >
      <form {...serverForm('corporate')} className="relative space-y-5 rounded-lg border border-border p-5" data-testid="inquiry-plain-form">
        <ServerFormFields />
        <InquiryForm form={form} sending={false} error={sent && !sent.ok ? sent.message : null} />
      </form>
    </section>
  );
}

/** 'Let's Talk': opens the sheet once the app runs; until then a link to the plain form on the page. */
export function LetsTalk({ onOpen, variant, testId }: { onOpen: () => void; variant?: 'secondary'; testId: string }) {
  const ready = !useHydrating();
  if (!ready)
    return (
      <a href={`#${PLAIN_INQUIRY_ID}`} className={buttonClasses({ size: 'lg', variant })} data-testid={testId}>
        Let's Talk
      </a>
    );
  return (
    <Button size="lg" variant={variant} onClick={onOpen} data-testid={testId} aria-haspopup="dialog">
      Let's Talk
    </Button>
  );
}
