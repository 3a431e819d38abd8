import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EMAIL_CHANGE_LINK_INVALID_MESSAGE } from '@artshop/contracts';
import { Card, getErrorMessage } from '@artshop/ui';
import { FormAlert } from '../../shared/components/FormAlert';
import { usePageTitle } from '../../shared/title';
import { useConfirmEmailChange } from './hooks';

/** The link mailed to a new e-mail address: the account takes it, once. */
export function EmailChangeConfirmPage() {
  usePageTitle('Confirm your new e-mail address');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  // Once per visit: a second call would find the link used (React runs effects twice in development).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <Card className="space-y-4 p-6 sm:p-8">
        <h1 className="text-3xl font-semibold">Your new e-mail address</h1>
        {confirm.isSuccess ? (
          <div role="status" className="space-y-4 text-sm" data-testid="email-change-confirmed">
            <p>
              Your account's e-mail address is now <strong className="break-all">{confirm.data.email}</strong>. Sign in with it from now on; other devices were
              signed out.
            </p>
            <Link to="/profile" className="block font-medium underline underline-offset-4">
              Go to your profile
            </Link>
          </div>
        ) : confirm.isError ? (
          <div className="space-y-4">
            <FormAlert message={getErrorMessage(confirm.error, EMAIL_CHANGE_LINK_INVALID_MESSAGE)} />
            <Link to="/profile" className="block text-center text-sm font-medium underline underline-offset-4">
              Go to your profile
            </Link>
          </div>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Confirming your new address…
          </p>
        )}
      </Card>
    </div>
  );
}
