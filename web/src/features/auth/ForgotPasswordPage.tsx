import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { PASSWORD_RESET_LINK_MINUTES, type PasswordResetRequestInput } from '@artshop/contracts';
import { Button, FieldError, Input, Label } from '@artshop/ui';
import { FormAlert } from '../../shared/components/FormAlert';
import { showFormError } from '../../shared/form-errors';
import { usePageTitle } from '../../shared/title';
import { AuthShell } from './components/AuthShell';
import { useForgotPassword } from './hooks';
import type { passwordResetRequestSchema } from '../../shared/form-schemas';
import { lazyZodResolver } from '../../shared/lazy-resolver';

const backToLogin = (
  <>
    Remembered it?{' '}
    <Link to="/login" className="font-medium text-foreground underline underline-offset-4">
      Log In
    </Link>
  </>
);

/** Asks for a link that sets a new password; the same answer whether the address has an account or not. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot your password?');
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<z.input<typeof passwordResetRequestSchema>, unknown, PasswordResetRequestInput>({
    resolver: lazyZodResolver('passwordResetRequestSchema'),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const forgot = useForgotPassword({
    onMutate: () => setServerError(null),
    onSuccess: (_answer, input) => setSentTo(input.email),
    onError: (error) => setServerError(showFormError(form, error, ['email'], 'We could not send the link. Please try again.')),
  });

  if (sentTo) {
    return (
      <AuthShell title="Check your email" description="A link to set a new password is on its way." footer={backToLogin}>
        <div role="status" className="space-y-4 text-sm" data-testid="forgot-password-sent">
          <p>
            If an account uses <strong className="break-all">{sentTo}</strong>, we sent it a link to set a new password.
          </p>
          <p className="text-muted-foreground">
            The link works once, for {PASSWORD_RESET_LINK_MINUTES} minutes. No mail? Check your spam folder, or ask again.
          </p>
          <Button type="button" variant="outline" className="w-full" onClick={() => setSentTo(null)}>
            Ask again
          </Button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Forgot your password?" description="Enter your account's email and we will send you a link to set a new one." footer={backToLogin}>
      <form noValidate onSubmit={form.handleSubmit((values) => forgot.mutate(values))} className="space-y-5" aria-label="Forgot password">
        <div className="space-y-2">
          <Label htmlFor="forgot-email">Email</Label>
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'forgot-email-error' : undefined}
            {...form.register('email')}
          />
          <FieldError id="forgot-email-error">{errors.email?.message}</FieldError>
        </div>
        <FormAlert message={serverError} />
        <Button type="submit" size="lg" className="w-full" disabled={forgot.isPending} aria-busy={forgot.isPending} data-testid="forgot-password-submit">
          {forgot.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          Send me a link
        </Button>
      </form>
    </AuthShell>
  );
}
