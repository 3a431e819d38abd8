import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { REGISTRATION_LINK_HOURS, type RegisterInput } from '@artshop/contracts';
import { Button, FieldError, Input, Label } from '@artshop/ui';
import { FormAlert } from '../../shared/components/FormAlert';
import { showFormError } from '../../shared/form-errors';
import { usePageTitle } from '../../shared/title';
import { safeNextPath } from '../../shared/auth';
import { AuthShell } from './components/AuthShell';
import { useRegister } from './hooks';
import type { registerSchema } from '../../shared/form-schemas';
import { lazyZodResolver } from '../../shared/lazy-resolver';

type RegisterFormValues = z.input<typeof registerSchema>;
type FieldName = keyof RegisterFormValues;

const FIELDS: readonly FieldName[] = ['firstName', 'lastName', 'email', 'password'];

export function RegisterPage() {
  usePageTitle('Create an Account');
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const form = useForm<RegisterFormValues, unknown, RegisterInput>({
    resolver: lazyZodResolver('registerSchema'),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const register = useRegister({
    onMutate: () => setServerError(null),
    onSuccess: (_answer, input) => setSentTo(input.email),
    onError: (error) => setServerError(showFormError(form, error, FIELDS, 'We could not create your account. Please try again.')),
  });

  const field = (name: FieldName) => ({
    id: `register-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `register-${name}-error` : undefined,
    ...form.register(name),
  });

  const loginHref = searchParams.get('next') ? `/login?${new URLSearchParams({ next }).toString()}` : '/login';

  // The same answer whether the address is new or has an account: the mail tells its owner which.
  if (sentTo) {
    return (
      <AuthShell
        title="Check your email"
        description="One more step to finish your account."
        footer={
          <>
            Already confirmed?{' '}
            <Link to={loginHref} className="font-medium text-foreground underline underline-offset-4">
              Log In
            </Link>
          </>
        }
      >
        <div role="status" className="space-y-4 text-sm" data-testid="register-sent">
          <p>
            We sent a link to <strong className="break-all">{sentTo}</strong>. Open it to confirm your address and finish creating your account.
          </p>
          <p className="text-muted-foreground">
            The link works for {REGISTRATION_LINK_HOURS} hours. No mail? Check your spam folder, or register again to get a new link.
          </p>
          <Button type="button" variant="outline" className="w-full" onClick={() => setSentTo(null)}>
            Use another address
          </Button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Create an Account"
      description="Save favorites, join the Mail Club and follow your orders."
      footer={
        <>
          Already have an account?{' '}
          <Link to={loginHref} className="font-medium text-foreground underline underline-offset-4" data-testid="to-login">
            Log In
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit((values) => register.mutate(values))} className="space-y-5" aria-label="Register">
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="register-firstName">First name</Label>
            <Input autoComplete="given-name" {...field('firstName')} />
            <FieldError id="register-firstName-error">{errors.firstName?.message}</FieldError>
          </div>
          <div className="space-y-2">
            <Label htmlFor="register-lastName">Last name</Label>
            <Input autoComplete="family-name" {...field('lastName')} />
            <FieldError id="register-lastName-error">{errors.lastName?.message}</FieldError>
          </div>
        </div>
        <div className="space-y-2">
          <Label htmlFor="register-email">Email</Label>
          <Input type="email" autoComplete="email" inputMode="email" autoCapitalize="none" spellCheck={false} {...field('email')} />
          <FieldError id="register-email-error">{errors.email?.message}</FieldError>
        </div>
        <div className="space-y-2">
          <Label htmlFor="register-password">Password</Label>
          <Input
            type="password"
            autoComplete="new-password"
            {...field('password')}
            aria-describedby={errors.password ? 'register-password-error' : 'register-password-hint'}
          />
          {errors.password ? (
            <FieldError id="register-password-error">{errors.password.message}</FieldError>
          ) : (
            <p id="register-password-hint" className="text-sm text-muted-foreground">
              At least 8 characters.
            </p>
          )}
        </div>
        <FormAlert message={serverError} />
        <Button type="submit" size="lg" className="w-full" disabled={register.isPending} aria-busy={register.isPending} data-testid="register-submit">
          {register.isPending ? (
            <>
              <LoaderCircle className="animate-spin" aria-hidden="true" />
              Creating account…
            </>
          ) : (
            'Create Account'
          )}
        </Button>
      </form>
    </AuthShell>
  );
}
