import { useForm } from 'react-hook-form';
import type { CorporateInquiryInput } from '@artshop/contracts';
import { cn, useHydrating } from '@artshop/ui';
import { ServerFormFields, serverForm, useFormResult } from '../../../shared/server-forms';
import { emptyInquiry, type InquiryFormValues } from '../inquiry';
import { InquiryForm } from './InquiryForm';

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
