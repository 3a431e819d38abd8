import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@artshop/ui';

/** A profile form's submit button, spinning while its request is on its way. */
export function SubmitButton({ pending, children, testId }: { pending: boolean; children: ReactNode; testId: string }) {
  return (
    <Button type="submit" disabled={pending} aria-busy={pending} data-testid={testId}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
