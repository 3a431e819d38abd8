import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** A form's problem (the server's message, a failed send), announced to screen readers. */
export function FormAlert({ message, detail, id, testId = 'form-error' }: { message: ReactNode | null; detail?: ReactNode; id?: string; testId?: string }) {
  if (!message) return null;
  return (
    <div
      id={id}
      role="alert"
      data-testid={testId}
      className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>
        <p>{message}</p>
        {detail ? <p className="mt-1 opacity-90">{detail}</p> : null}
      </div>
    </div>
  );
}
