import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@artshop/ui';
import { INQUIRY_SUCCESS } from '../inquiry';

/** The thanks once the inquiry is sent (it takes the focus), Close and Send another inquiry. */
export function InquirySuccess({ onClose, onAnother }: { onClose: () => void; onAnother: () => void }) {
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
