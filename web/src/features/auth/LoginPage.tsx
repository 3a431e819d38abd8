import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { PASSWORD_FORGOT_PATH, type LoginInput } from '@artshop/contracts';
import { Button, FieldError, Input, Label, useCurrentUser } from '@artshop/ui';
import { FormAlert } from '../../shared/components/FormAlert';
import { ServerFormFields, serverForm, useFormResult } from '../../shared/server-forms';
import { showFormError } from '../../shared/form-errors';
import { usePageTitle } from '../../shared/title';
import { displayName, safeNextPath, useGoTo } from '../../shared/auth';
import { AuthShell } from './components/AuthShell';
import { useLogin } from './hooks';
import type { loginSchema } from '../../shared/form-schemas';
import { lazyZodResolver } from '../../shared/lazy-resolver';

type LoginFormValues = z.input<typeof loginSchema>;

export function LoginPage() {
  usePageTitle('Log In');
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const goTo = useGoTo();
  const { user } = useCurrentUser();
  const [serverError, setServerError] = useState<string | null>(null);

  // A sign-in the gateway refused (sent before the app ran) comes back with the address as typed.
  const sent = useFormResult('login');
  const form = useForm<LoginFormValues, unknown, LoginInput>({
    resolver: lazyZodResolver('loginSchema'),
    defaultValues: { email: sent?.values?.email ?? '', password: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const login = useLogin({
    onMutate: () => setServerError(null),
    onSuccess: () => goTo(next),
    onError: (error) => setServerError(showFormError(form, error, ['email', 'password'], 'We could not log you in. Please try again.')),
  });

  const registerHref = searchParams.get('next') ? `/register?${new URLSearchParams({ next }).toString()}` : '/register';

  return (
    <AuthShell
      title="Log In"
      description="Welcome back. Log in to see your favorites, subscriptions and orders."
      footer={
        <>
          Don't have an account?{' '}
          <Link to={registerHref} className="font-medium text-foreground underline underline-offset-4" data-testid="to-register">
            Register
          </Link>
        </>
      }
    >
      {user ? (
        <p className="mb-4 rounded-md bg-muted p-3 text-sm" data-testid="already-signed-in">
          You are signed in as <strong>{displayName(user)}</strong>. Log in below to switch accounts.
        </p>
      ) : null}
      <form {...serverForm('login')} noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))} className="space-y-5" aria-label="Log in">
        <ServerFormFields />
        <input type="hidden" name="next" value={next} />
        <div className="space-y-2">
          <Label htmlFor="login-email">Email</Label>
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
            // In the server's markup too (the form's own values are set once the app runs).
            defaultValue={sent?.values?.email}
            {...form.register('email')}
          />
          <FieldError id="login-email-error">{errors.email?.message}</FieldError>
        </div>
        <div className="space-y-2">
          <div className="flex items-baseline justify-between gap-4">
            <Label htmlFor="login-password">Password</Label>
            <Link
              to={PASSWORD_FORGOT_PATH}
              className="text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground"
              data-testid="to-forgot-password"
            >
              Forgot password?
            </Link>
          </div>
          <Input
            id="login-password"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            {...form.register('password')}
          />
          <FieldError id="login-password-error">{errors.password?.message}</FieldError>
        </div>
        <FormAlert message={serverError} />
        <Button type="submit" size="lg" className="w-full" disabled={login.isPending} aria-busy={login.isPending} data-testid="login-submit">
          {login.isPending ? (
            <>
              <LoaderCircle className="animate-spin" aria-hidden="true" />
              Logging in…
            </>
          ) : (
            'Log In'
          )}
        </Button>
      </form>
    </AuthShell>
  );
}
