import { BellRing, CircleCheck, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button, FieldError, Input, Label, getErrorMessage, getFieldErrors } from '@artshop/ui';
import { useAskDropAlert } from '../../../shared/drops/hooks';

/** Notify me: an address to mail once when the drop opens (after confirming it by the link we send). */
export function NotifyMeForm({ slug }: { slug: string }) {
  const [email, setEmail] = useState('');
  const ask = useAskDropAlert();
  const errors = ask.error ? getFieldErrors(ask.error) : {};
  const problem = ask.error ? (errors.email ?? getErrorMessage(ask.error, 'Something went wrong. Please try again later.')) : undefined;
  if (ask.isSuccess) {
    return (
      <p className="flex items-start gap-2 rounded-md border border-border bg-card p-4" role="status" data-testid="notify-me-done">
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        {ask.data.message}
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
        ask.mutate({ slug, email });
      }}
    >
      <Label htmlFor={`notify-${slug}`}>Tell me when it opens</Label>
      <div className="flex gap-2">
        <Input
          id={`notify-${slug}`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `notify-${slug}-error` : undefined}
        />
        <Button type="submit" disabled={ask.isPending} data-testid="notify-me-submit">
          {ask.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <BellRing aria-hidden="true" />}
          Notify me
        </Button>
      </div>
      <FieldError id={`notify-${slug}-error`}>{problem}</FieldError>
    </form>
  );
}
