import { CircleCheck } from 'lucide-react';
import { Button, FieldError, Input, Label } from '@artshop/ui';
import { FormAlert } from '../components/FormAlert';
import { ServerFormFields, serverForm, useFormResult } from '../server-forms';

export const NEWSLETTER_NOTE = 'We will send a confirmation e-mail first. Unsubscribe with one click at any time.';

/**
 * The newsletter form as a plain HTML form, in the footer until the app's form (and its checks) has
 * loaded: the same labels, boxes and note in the same layout, so nothing below moves when it is
 * swapped, and a visitor who subscribes before then (or without scripts) is answered by the gateway:
 * the page comes back with the thank-you, or the reason and the address as typed.
 */
export function NewsletterPlainForm() {
  const result = useFormResult('newsletter');
  if (result?.ok)
    return (
      <div className="rounded-lg border border-border bg-card p-5" data-testid="newsletter-plain-success">
        <p className="flex items-start gap-2 font-medium">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          {result.message}
        </p>
      </div>
    );
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  return (
    // noValidate: the gateway checks the address and says what is wrong, as the app's form does.
    <form {...serverForm('newsletter')} noValidate aria-label="Newsletter" data-testid="newsletter-plain-form" className="space-y-3">
      <ServerFormFields />
      <div className="space-y-1.5">
        <Label htmlFor="newsletter-email">Email</Label>
        <Input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={values.email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'newsletter-email-error' : undefined}
        />
        <FieldError id="newsletter-email-error">{errors.email}</FieldError>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1.5">
          <Label htmlFor="newsletter-firstName">
            First name <span className="sr-only">(optional)</span>
          </Label>
          <Input id="newsletter-firstName" name="firstName" autoComplete="given-name" defaultValue={values.firstName} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="newsletter-lastName">
            Last name <span className="sr-only">(optional)</span>
          </Label>
          <Input id="newsletter-lastName" name="lastName" autoComplete="family-name" defaultValue={values.lastName} />
        </div>
      </div>
      <FormAlert testId="newsletter-plain-error" message={result && !errors.email ? result.message : null} />
      <Button type="submit" className="w-full" data-testid="newsletter-plain-submit">
        Subscribe
      </Button>
      <p className="text-xs text-muted-foreground">{NEWSLETTER_NOTE}</p>
    </form>
  );
}

/** What the visitor has typed into the plain form so far, for the app's form that takes its place. */
export function plainFormDraft(): { values: Partial<Record<'email' | 'firstName' | 'lastName', string>>; focused?: string } {
  if (typeof document === 'undefined') return { values: {} };
  const form = document.querySelector<HTMLFormElement>('[data-testid="newsletter-plain-form"]');
  if (!form) return { values: {} };
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value || undefined;
  const focused = form.contains(document.activeElement) ? document.activeElement?.id : undefined;
  return { values: { email: value('email'), firstName: value('firstName'), lastName: value('lastName') }, ...(focused && { focused }) };
}
