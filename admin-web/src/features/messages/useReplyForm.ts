import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messageReplySchema, type InboxMessage, type MessageReplyInput } from '@artshop/contracts';
import { toast } from '@artshop/ui';
import type { MessageActions } from './hooks';
import { replySubject } from './messages';
import { failureToast, repliedToast } from './toasts';

type ReplyFormValues = z.input<typeof messageReplySchema>;

/**
 * The reply form of one message: the subject starts as the server would choose it; once sent, the
 * text empties and the subject stays.
 */
export function useReplyForm(message: InboxMessage, actions: MessageActions) {
  const form = useForm<ReplyFormValues, unknown, MessageReplyInput>({
    resolver: zodResolver(messageReplySchema),
    defaultValues: { subject: replySubject(message), body: '' },
  });
  const submit = form.handleSubmit((input) =>
    actions.reply.mutate(
      { id: message.id, input },
      {
        onSuccess: () => {
          toast(repliedToast(message));
          form.reset({ subject: form.getValues('subject'), body: '' });
        },
        onError: (error) => {
          toast(failureToast('reply', error));
        },
      },
    ),
  );
  return { form, submit, sending: actions.reply.isPending };
}
