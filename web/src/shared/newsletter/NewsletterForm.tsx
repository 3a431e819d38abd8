import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { NewsletterSubscriptionInput } from '@artshop/contracts';
import { Button, FieldError, Input, Label } from '@artshop/ui';
import { FormAlert } from '../components/FormAlert';
import { useSubscribeNewsletter } from './hooks';
import { useFormResult } from '../server-forms';
import { NEWSLETTER_NOTE, plainFormDraft } from './NewsletterFormPlaceholder';
import type { newsletterSubscriptionSchema } from '../form-schemas';
import { lazyZodResolver } from '../lazy-resolver';

type NewsletterFormValues = z.input<typeof newsletterSubscriptionSchema>;

const EMPTY: NewsletterFormValues = { email: '', firstName: '', lastName: '' };
export const NEWSLETTER_SUCCESS = 'Thank you for subscribing to our newsletter.';
const NEWSLETTER_FAILED = 'Something went wrong. Please try again later.';

/**
 * The footer's newsletter form: e-mail required and valid, names optional.
 * Success is judged by the answer's ok flag; the address then gets a confirmation e-mail
 * (double opt-in), which the thank-you view says.
 */
export function NewsletterForm() {
  // It takes the plain form's place (NewsletterPlainForm): what was typed there, where the caret was
  // and what a post of it came to carry over.
  const sent = useFormResult('newsletter');
  const [draft] = useState(plainFormDraft);
  const [done, setDone] = useState(sent?.ok ?? false);
  const [failed, setFailed] = useState(false);
  const successRef = useRef<HTMLParagraphElement>(null);
  const emailRef = useRef<HTMLInputElement | null>(null);
  const returning = useRef(false);

  const form = useForm<NewsletterFormValues, unknown, NewsletterSubscriptionInput>({
    resolver: lazyZodResolver('newsletterSubscriptionSchema'),
    defaultValues: { ...EMPTY, ...draft.values },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (sent && !sent.ok) form.setError('email', { message: sent.errors?.email ?? sent.message });
    if (draft.focused) document.getElementById(draft.focused)?.focus();
  }, [sent, draft, form]);

  const subscribe = useSubscribeNewsletter({
    onMutate: () => setFailed(false),
    onSuccess: () => {
      form.reset(EMPTY);
      setDone(true);
    },
    onError: () => setFailed(true),
  });

  useEffect(() => {
    if (done) successRef.current?.focus();
    else if (returning.current) {
      returning.current = false;
      emailRef.current?.focus();
    }
  }, [done]);

  if (done) {
    return (
      <div className="rounded-lg border border-border bg-card p-5" data-testid="newsletter-success">
        <p ref={successRef} tabIndex={-1} className="flex items-start gap-2 font-medium outline-none">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          {NEWSLETTER_SUCCESS}
        </p>
        <p className="mt-2 text-sm text-muted-foreground">A confirmation e-mail is on its way. Please open the link in it to confirm your subscription.</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-4"
          data-testid="newsletter-again"
          onClick={() => {
            returning.current = true;
            setDone(false);
          }}
        >
          Subscribe another address
        </Button>
      </div>
    );
  }

  const { ref: emailFieldRef, ...emailField } = form.register('email');
  return (
    <form
      noValidate
      aria-label="Newsletter"
      data-testid="newsletter-form"
      onSubmit={form.handleSubmit((values) => subscribe.mutate(values))}
      className="space-y-3"
    >
      <div className="space-y-1.5">
        <Label htmlFor="newsletter-email">Email</Label>
        <Input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'newsletter-email-error' : undefined}
          ref={(element) => {
            emailFieldRef(element);
            emailRef.current = element;
          }}
          {...emailField}
        />
        <FieldError id="newsletter-email-error">{errors.email?.message}</FieldError>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1.5">
          <Label htmlFor="newsletter-firstName">
            First name <span className="sr-only">(optional)</span>
          </Label>
          <Input id="newsletter-firstName" autoComplete="given-name" aria-invalid={errors.firstName ? true : undefined} {...form.register('firstName')} />
          <FieldError id="newsletter-firstName-error">{errors.firstName?.message}</FieldError>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="newsletter-lastName">
            Last name <span className="sr-only">(optional)</span>
          </Label>
          <Input id="newsletter-lastName" autoComplete="family-name" aria-invalid={errors.lastName ? true : undefined} {...form.register('lastName')} />
          <FieldError id="newsletter-lastName-error">{errors.lastName?.message}</FieldError>
        </div>
      </div>
      <FormAlert testId="newsletter-error" message={failed ? NEWSLETTER_FAILED : null} />
      <Button type="submit" className="w-full" disabled={subscribe.isPending} aria-busy={subscribe.isPending} data-testid="newsletter-submit">
        {subscribe.isPending ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden="true" />
            Subscribing…
          </>
        ) : (
          'Subscribe'
        )}
      </Button>
      <p className="text-xs text-muted-foreground">{NEWSLETTER_NOTE}</p>
    </form>
  );
}
