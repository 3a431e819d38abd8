import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AuthUser, EmailChangeInput } from '@artshop/contracts';
import { getErrorMessage, getFieldErrors } from '@artshop/ui';
import { FormAlert } from '../../../shared/components/FormAlert';
import { FormField } from '../../../shared/components/FormField';
import { showFieldErrors } from '../../../shared/form-errors';
import type { emailChangeSchema } from '../../../shared/form-schemas';
import { lazyZodResolver } from '../../../shared/lazy-resolver';
import { useChangeEmail } from '../hooks';
import { SubmitButton } from './SubmitButton';

/** A new e-mail address, with the current password; it changes once the link mailed to it is opened. */
export function EmailForm({ user }: { user: AuthUser }) {
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<z.input<typeof emailChangeSchema>, unknown, EmailChangeInput>({
    resolver: lazyZodResolver('emailChangeSchema'),
    defaultValues: { email: '', currentPassword: '' },
  });
  const change = useChangeEmail({
    onMutate: () => {
      setFormError(null);
      setSentTo(null);
    },
    onSuccess: (_answer, input) => {
      form.reset({ email: '', currentPassword: '' });
      setSentTo(input.email);
    },
    onError: (error) => {
      const placed = showFieldErrors(form, getFieldErrors(error), ['email', 'currentPassword']);
      if (!placed) setFormError(getErrorMessage(error, 'Your e-mail address could not be changed. Please try again.'));
    },
  });
  return (
    <form noValidate aria-label="Change e-mail" className="space-y-4" onSubmit={form.handleSubmit((values) => change.mutate(values))}>
      <p className="text-sm">
        Currently <strong data-testid="profile-email">{user.email}</strong>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="email" id="profile-new-email" label="New e-mail address" type="email" autoComplete="email" inputMode="email" />
        <FormField form={form} name="currentPassword" id="profile-email-password" label="Current password" type="password" autoComplete="current-password" />
      </div>
      {sentTo ? (
        <p role="status" className="rounded-md bg-muted p-3 text-sm" data-testid="profile-email-sent">
          Check your new inbox to confirm: we sent a link to <strong className="break-all">{sentTo}</strong>. Your address changes when you open it; until then
          you sign in with {user.email}.
        </p>
      ) : null}
      <FormAlert message={formError} />
      <SubmitButton pending={change.isPending} testId="profile-email-save">
        Change e-mail
      </SubmitButton>
    </form>
  );
}
