import { LoaderCircle, Send } from 'lucide-react';
import { REQUIRED_FIELDS_MESSAGE } from '@artshop/contracts';
import { Button, FieldError, Input, Label, Textarea } from '@artshop/ui';
import { FormAlert } from '../../../shared/components/FormAlert';
import { Honeypot } from '../../../shared/components/Honeypot';
import { ServerFormFields, serverForm } from '../../../shared/server-forms';
import { useContactForm } from '../useContactForm';

/** Name, e-mail, phone, subject and message; the required-fields notice and a failed send above the button. */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const { form, send, sendError, missing, own, field } = useContactForm(onSent);

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
