import { Sheet } from '@artshop/ui';
import type { CorporateInquiry } from '../useCorporateInquiry';
import { InquiryForm } from './InquiryForm';
import { InquirySuccess } from './InquirySuccess';

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
