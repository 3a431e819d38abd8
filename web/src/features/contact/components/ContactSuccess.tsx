import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@artshop/ui';

/** The thanks once the message is sent (it takes the focus), and Send another. */
export function ContactSuccess({ onAnother }: { onAnother: () => void }) {
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
