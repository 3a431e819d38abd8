import { Label, Skeleton } from '@artshop/ui';

export const NEWSLETTER_NOTE = 'We will send a confirmation e-mail first. Unsubscribe with one click at any time.';

function FieldPlaceholder({ label }: { label: string }) {
  return (
    <div className="space-y-1.5">
      <Label>{label}</Label>
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

/**
 * Holds the newsletter form's place while its code loads: the same labels, boxes and note in the
 * same layout, so the form takes exactly this height at every width and what is below it does not
 * move (a link about to be tapped would move from under the finger).
 */
export function NewsletterFormPlaceholder() {
  return (
    <div aria-hidden="true" className="space-y-3">
      <FieldPlaceholder label="Email" />
      <div className="grid grid-cols-2 gap-3">
        <FieldPlaceholder label="First name" />
        <FieldPlaceholder label="Last name" />
      </div>
      <Skeleton className="h-10 w-full" />
      <p className="text-xs text-muted-foreground">{NEWSLETTER_NOTE}</p>
    </div>
  );
}
