import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ContactMessageInput } from '@artshop/contracts';
import { getFieldErrors } from '@artshop/ui';
import { useSentValues } from '../../shared/server-forms';
import { lazyZodResolver } from '../../shared/lazy-resolver';
import { EMPTY, FIELDS, sendFailure, splitErrors, type ContactFormValues, type FieldName } from './contact';
import { useSendContactMessage } from './hooks';

/**
 * The message form: its fields (each with its error's ids), sending, and what a failed send says.
 * Sent, it empties and `onSent` runs.
 */
export function useContactForm(onSent: () => void) {
  const [sendError, setSendError] = useState<{ message: string; detail?: string } | null>(null);
  // A post the gateway refused (sent before the app ran) comes back filled in as it was.
  const sentValues = useSentValues('contact');
  const form = useForm<ContactFormValues, unknown, ContactMessageInput>({
    resolver: lazyZodResolver('contactMessageSchema'),
    defaultValues: { ...EMPTY, ...sentValues },
  });
  const { errors } = form.formState;
  const { missing, own } = splitErrors(errors);

  const send = useSendContactMessage({
    onMutate: () => setSendError(null),
    onSuccess: () => {
      form.reset(EMPTY);
      onSent();
    },
    onError: (error) => {
      for (const [field, message] of Object.entries(getFieldErrors(error))) {
        if ((FIELDS as readonly string[]).includes(field)) form.setError(field as FieldName, { type: 'server', message });
      }
      setSendError(sendFailure(error));
    },
  });

  const describedBy = (field: FieldName) =>
    [own(field) ? `contact-${field}-error` : null, missing.includes(field) ? 'contact-required-error' : null].filter(Boolean).join(' ') || undefined;
  const field = (name: FieldName) => ({
    id: `contact-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(name),
    // In the server's markup too (the form's own values are set once the app runs).
    defaultValue: sentValues[name],
    ...form.register(name),
  });

  return { form, send, sendError, missing, own, field };
}
