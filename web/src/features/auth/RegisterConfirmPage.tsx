import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { REGISTRATION_LINK_INVALID_MESSAGE } from '@artshop/contracts';
import { getErrorMessage } from '@artshop/ui';
import { FormAlert } from '../../shared/components/FormAlert';
import { usePageTitle } from '../../shared/title';
import { useGoTo } from '../../shared/auth';
import { AuthShell } from './components/AuthShell';
import { useConfirmRegistration } from './hooks';

/** The link in the registration mail: creates the account once and signs this browser in. */
export function RegisterConfirmPage() {
  usePageTitle('Confirm your email');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const goTo = useGoTo();
  const confirm = useConfirmRegistration({ onSuccess: () => goTo('/') });
  // Once per visit: a second call would find the link used (React runs effects twice in development).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  return (
    <AuthShell
      title="Confirm your email"
      description="Finishing your account."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-foreground underline underline-offset-4">
            Log In
          </Link>
        </>
      }
    >
      {confirm.isError ? (
        <div className="space-y-4">
          <FormAlert message={getErrorMessage(confirm.error, REGISTRATION_LINK_INVALID_MESSAGE)} />
          <Link to="/register" className="block text-center text-sm font-medium underline underline-offset-4" data-testid="register-again">
            Register again
          </Link>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          Creating your account…
        </p>
      )}
    </AuthShell>
  );
}
