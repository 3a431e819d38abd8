import { LoaderCircle, Send } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { ART_STYLES, BUDGETS, CORPORATE_REQUIRED_MESSAGE, PROJECT_TYPES, type CorporateInquiryInput } from '@artshop/contracts';
import { Button, FieldError, Input, Label, NativeSelect, Textarea } from '@artshop/ui';
import { FormAlert } from '../../../shared/components/FormAlert';
import { Honeypot } from '../../../shared/components/Honeypot';
import { inquiryMessages, type InquiryField, type InquiryFormValues } from '../inquiry';

/** The inquiry's fields, its messages and Send Inquiry: in the sheet, and in the plain form before the app runs. */
export function InquiryForm({
  form,
  sending,
  error,
}: {
  form: UseFormReturn<InquiryFormValues, unknown, CorporateInquiryInput>;
  sending: boolean;
  error: string | null;
}) {
  const { errors } = form.formState;
  const { missing, own, describedBy } = inquiryMessages(errors);
  const field = (name: InquiryField) => ({
    id: `inquiry-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(name),
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
