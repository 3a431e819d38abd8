import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import type { AccountDeleteInput } from '@artshop/contracts';
import { Button, Dialog, getErrorMessage, getFieldErrors, toast } from '@artshop/ui';
import { FormAlert } from '../../../shared/components/FormAlert';
import { FormField } from '../../../shared/components/FormField';
import { showFieldErrors } from '../../../shared/form-errors';
import type { accountDeleteSchema } from '../../../shared/form-schemas';
import { lazyZodResolver } from '../../../shared/lazy-resolver';
import { useDeleteAccount } from '../hooks';

/** What deleting the account does, and the password dialog that confirms it. */
export function DeleteAccount() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof accountDeleteSchema>, unknown, AccountDeleteInput>({
    resolver: lazyZodResolver('accountDeleteSchema'),
    defaultValues: { currentPassword: '' },
  });
  const remove = useDeleteAccount({
    onMutate: () => setFormError(null),
    onSuccess: () => {
      toast({ title: 'Your account was deleted', description: 'We are sorry to see you go.' });
      navigate('/', { replace: true });
    },
    onError: (error) => {
      const placed = showFieldErrors(form, getFieldErrors(error), ['currentPassword']);
      if (!placed) setFormError(getErrorMessage(error, 'Your account could not be deleted. Please try again.'));
    },
  });
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Your account, saved addresses, favorites and cart are deleted and you are signed out everywhere. Orders you paid for stay in the artist’s books with the
        name and address given at checkout, no longer linked to an account.
      </p>
      <Button variant="destructive" className="mt-4" onClick={() => setOpen(true)} data-testid="delete-account">
        Delete account
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!remove.isPending) setOpen(next);
        }}
        title="Delete your account?"
        description="This cannot be undone. Enter your password to confirm."
        role="alertdialog"
        data-testid="delete-account-dialog"
      >
        <form noValidate aria-label="Delete account" className="mt-4 space-y-4" onSubmit={form.handleSubmit((values) => remove.mutate(values))}>
          <FormField form={form} name="currentPassword" id="delete-password" label="Password" type="password" autoComplete="current-password" />
          <FormAlert message={formError} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending} aria-busy={remove.isPending} data-testid="delete-account-confirm">
              {remove.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              Delete my account
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
