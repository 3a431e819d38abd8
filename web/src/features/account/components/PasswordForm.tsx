import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AuthUser, PasswordChangeInput } from '@artshop/contracts';
import { getErrorMessage, getFieldErrors, toast } from '@artshop/ui';
import { FormAlert } from '../../../shared/components/FormAlert';
import { FormField } from '../../../shared/components/FormField';
import { showFieldErrors } from '../../../shared/form-errors';
import type { passwordChangeSchema } from '../../../shared/form-schemas';
import { lazyZodResolver } from '../../../shared/lazy-resolver';
import { useChangePassword } from '../hooks';
import { SubmitButton } from './SubmitButton';

/** The current and a new password; the other devices are signed out. */
export function PasswordForm({ user }: { user: AuthUser }) {
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<z.input<typeof passwordChangeSchema>, unknown, PasswordChangeInput>({
    resolver: lazyZodResolver('passwordChangeSchema'),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useChangePassword({
    onMutate: () => {
      setFormError(null);
      setDone(false);
    },
    onSuccess: () => {
      form.reset({ currentPassword: '', newPassword: '' });
      setDone(true);
      toast({ title: 'Password changed', description: 'Your other devices were signed out.' });
    },
    onError: (error) => {
      const placed = showFieldErrors(form, getFieldErrors(error), ['currentPassword', 'newPassword']);
      if (!placed) setFormError(getErrorMessage(error, 'Your password could not be changed. Please try again.'));
    },
  });
  return (
    <form noValidate aria-label="Change password" className="space-y-4" onSubmit={form.handleSubmit((values) => change.mutate(values))}>
      {/* Lets a password manager file the new password under the right account. */}
      <input type="text" name="username" value={user.email} autoComplete="username" readOnly hidden />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="currentPassword" id="profile-current-password" label="Current password" type="password" autoComplete="current-password" />
        <FormField form={form} name="newPassword" id="profile-new-password" label="New password" type="password" autoComplete="new-password" />
      </div>
      <FormAlert message={formError} />
      {done ? (
        <p role="status" className="text-sm text-muted-foreground" data-testid="password-changed">
          Your password was changed. Every other device where you were signed in has been signed out.
        </p>
      ) : null}
      <SubmitButton pending={change.isPending} testId="profile-password-save">
        Change password
      </SubmitButton>
    </form>
  );
}
