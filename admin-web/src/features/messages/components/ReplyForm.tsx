import { LoaderCircle, Reply } from 'lucide-react';
import type { InboxMessage } from '@artshop/contracts';
import { Button, FieldError, Input, Label, Textarea } from '@artshop/ui';
import type { MessageActions } from '../hooks';
import { useReplyForm } from '../useReplyForm';

/** Subject and text of a reply, sent to the sender with their message quoted. */
export function ReplyForm({ message, actions }: { message: InboxMessage; actions: MessageActions }) {
  const { form, submit, sending } = useReplyForm(message, actions);
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={submit} aria-label={`Reply to ${message.name}`} className="space-y-4" data-testid="reply-form">
      <h3 className="flex items-center gap-2 font-sans text-base font-semibold tracking-normal">
        <Reply className="size-4" aria-hidden="true" />
        Reply to {message.name}
      </h3>
      <div className="space-y-2">
        <Label htmlFor="reply-subject">Subject</Label>
        <Input
          id="reply-subject"
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? 'reply-subject-error' : undefined}
          {...form.register('subject')}
        />
        <FieldError id="reply-subject-error">{errors.subject?.message}</FieldError>
      </div>
      <div className="space-y-2">
        <Label htmlFor="reply-body">Message</Label>
        <Textarea
          id="reply-body"
          rows={6}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? 'reply-body-error' : 'reply-body-hint'}
          {...form.register('body')}
        />
        {errors.body ? (
          <FieldError id="reply-body-error">{errors.body.message}</FieldError>
        ) : (
          <p id="reply-body-hint" className="text-xs text-muted-foreground">
            Sent to {message.email} with the original message quoted below your text.
          </p>
        )}
      </div>
      <Button type="submit" disabled={sending} aria-busy={sending} data-testid="reply-submit">
        {sending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Reply aria-hidden="true" />}
        {sending ? 'Sending…' : 'Send Reply'}
      </Button>
    </form>
  );
}
