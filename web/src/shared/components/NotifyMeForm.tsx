import { useMutation } from '@tanstack/react-query';
import { BellRing, CircleCheck, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import type { FormAccepted } from '@artshop/contracts';
import { Button, FieldError, Input, Label, getErrorMessage, getFieldErrors } from '@artshop/ui';

/** Notify me: an address to mail once when something becomes buyable (after confirming it by the link we send). */
export function NotifyMeForm({ id, label, ask }: { id: string; label: string; ask: (email: string) => Promise<FormAccepted> }) {
  const [email, setEmail] = useState('');
  const asking = useMutation({ mutationFn: ask });
  const errors = asking.error ? getFieldErrors(asking.error) : {};
  const problem = asking.error ? (errors.email ?? getErrorMessage(asking.error, 'Something went wrong. Please try again later.')) : undefined;
  if (asking.isSuccess) {
    return (
      <p className="flex items-start gap-2 rounded-md border border-border bg-card p-4" role="status" data-testid="notify-me-done">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        {asking.data.message}
      </p>
    );
  }
  return (
    <form
      className="space-y-2 rounded-md border border-border bg-card p-4"
      data-testid="notify-me"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        asking.mutate(email);
      }}
    >
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        <Button type="submit" disabled={asking.isPending} data-testid="notify-me-submit">
          {asking.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <BellRing aria-hidden="true" />}
          Notify me
        </Button>
      </div>
      <FieldError id={`${id}-error`}>{problem}</FieldError>
    </form>
  );
}
