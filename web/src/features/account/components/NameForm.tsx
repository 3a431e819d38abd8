import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AuthUser } from '@artshop/contracts';
import { getErrorMessage, getFieldErrors, toast } from '@artshop/ui';
import { FormAlert } from '../../../shared/components/FormAlert';
import { FormField } from '../../../shared/components/FormField';
import { showFieldErrors } from '../../../shared/form-errors';
import type { nameSchema } from '../../../shared/form-schemas';
import { lazyZodResolver } from '../../../shared/lazy-resolver';
import { useUpdateProfile } from '../hooks';
import { SubmitButton } from './SubmitButton';

type NameValues = z.input<typeof nameSchema>;
type NameInput = z.output<typeof nameSchema>;

/** First and last name. */
export function NameForm({ user }: { user: AuthUser }) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NameValues, unknown, NameInput>({
    resolver: lazyZodResolver('nameSchema'),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const update = useUpdateProfile({
    onMutate: () => setFormError(null),
    onSuccess: (saved) => {
      form.reset({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '' });
      toast({ title: 'Your name was saved' });
    },
    onError: (error) => {
      showFieldErrors(form, getFieldErrors(error), ['firstName', 'lastName']);
      setFormError(getErrorMessage(error, 'Your name could not be saved. Please try again.'));
    },
  });
  return (
    <form noValidate aria-label="Your name" className="space-y-4" onSubmit={form.handleSubmit((values) => update.mutate(values))}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="firstName" id="profile-first-name" label="First name" autoComplete="given-name" />
        <FormField form={form} name="lastName" id="profile-last-name" label="Last name" autoComplete="family-name" />
      </div>
      <FormAlert message={formError} />
      <SubmitButton pending={update.isPending} testId="profile-name-save">
        Save name
      </SubmitButton>
    </form>
  );
}
