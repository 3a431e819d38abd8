import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { PASSWORD_FORGOT_PATH, PASSWORD_RESET_LINK_INVALID_MESSAGE } from '@artshop/contracts';
import { Button, FieldError, Input, Label, toast } from '@artshop/ui';
import { FormAlert } from '../../shared/components/FormAlert';
import { showFormError } from '../../shared/form-errors';
import { usePageTitle } from '../../shared/title';
import { useGoTo } from '../../shared/auth';
import { AuthShell } from './components/AuthShell';
import { useResetPassword } from './hooks';
import type { newPasswordSchema } from '../../shared/form-schemas';
import { lazyZodResolver } from '../../shared/lazy-resolver';

type NewPassword = z.output<typeof newPasswordSchema>;

/** The link in the password-reset mail: a new password, then this browser is signed in and every other one signed out. */
export function ResetPasswordPage() {
  usePageTitle('Set a new password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const goTo = useGoTo();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<z.input<typeof newPasswordSchema>, unknown, NewPassword>({
    resolver: lazyZodResolver('newPasswordSchema'),
    defaultValues: { password: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const reset = useResetPassword({
    onMutate: () => setServerError(null),
    onSuccess: (user) => {
      toast({ title: 'Your password was changed', description: 'You are signed in, and every other device was signed out.' });
      goTo(user.role === 'admin' ? '/admin' : '/account');
    },
    onError: (error) => setServerError(showFormError(form, error, ['password'], 'We could not set your password. Please try again.')),
  });
  const linkFailed = serverError === PASSWORD_RESET_LINK_INVALID_MESSAGE;

  return (
    <AuthShell
      title="Set a new password"
      description="Choose a password you do not use anywhere else."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className="font-medium text-foreground underline underline-offset-4">
            Log In
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))} className="space-y-5" aria-label="Set a new password">
        <div className="space-y-2">
          <Label htmlFor="reset-password">New password</Label>
          <Input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'reset-password-error' : 'reset-password-hint'}
            {...form.register('password')}
          />
          {errors.password ? (
            <FieldError id="reset-password-error">{errors.password.message}</FieldError>
          ) : (
            <p id="reset-password-hint" className="text-sm text-muted-foreground">
              At least 8 characters. A few unrelated words are easy to remember and hard to guess.
            </p>
          )}
        </div>
        <FormAlert message={serverError} />
        {linkFailed ? (
          <Link to={PASSWORD_FORGOT_PATH} className="block text-center text-sm font-medium underline underline-offset-4" data-testid="reset-ask-again">
            Send me a new link
          </Link>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending} aria-busy={reset.isPending} data-testid="reset-password-submit">
          {reset.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Set new password
        </Button>
      </form>
    </AuthShell>
  );
}
