import { LoaderCircle, ShieldAlert } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Button, Card, CardContent, buttonClasses, useCurrentUser, useDocumentTitle } from '@artshop/ui';
import { loginRedirectUrl } from '../../shared/paths';

function CenteredScreen({ children }: { children: ReactNode }) {
  return <main className="flex min-h-dvh items-center justify-center px-4 py-12">{children}</main>;
}

function NotAdminScreen({ email }: { email: string }) {
  useDocumentTitle('Administrators only | Studio Admin');
  return (
    <CenteredScreen>
      <Card className="w-full max-w-md" data-testid="not-admin">
        <CardContent className="p-8">
          <ShieldAlert className="size-8 text-accent" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-semibold">This area is for the shop's administrator</h1>
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
            You are signed in as <strong className="text-foreground">{email}</strong>. The studio back office is only open to the artist's administrator
            account.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href="/" className={buttonClasses()} data-testid="back-to-shop">
              Back to the shop
            </a>
            <a href={loginRedirectUrl()} className={buttonClasses({ variant: 'outline' })}>
              Use another account
            </a>
          </div>
        </CardContent>
      </Card>
    </CenteredScreen>
  );
}

/**
 * Only administrators get past this: signed out → the storefront login (coming back here),
 * signed in without the admin role → an explanation with a way back to the shop.
 * The gateway enforces the same rule on every admin API route; this is the friendly half.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { user, isLoading, error, refetch, isFetching } = useCurrentUser();
  const signedOut = !isLoading && !error && !user;

  useEffect(() => {
    if (signedOut) window.location.replace(loginRedirectUrl());
  }, [signedOut]);

  if (isLoading || signedOut) {
    return (
      <CenteredScreen>
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {signedOut ? 'Redirecting to the login page…' : 'Checking your session…'}
        </p>
      </CenteredScreen>
    );
  }

  if (error || !user) {
    return (
      <CenteredScreen>
        <Card className="w-full max-w-md">
          <CardContent className="p-8" role="alert">
            <h1 className="text-2xl font-semibold">The studio is unreachable</h1>
            <p className="mt-3 text-sm text-muted-foreground">We could not check your session. Please try again in a moment.</p>
            <Button className="mt-6" onClick={() => void refetch()} disabled={isFetching}>
              Try again
            </Button>
          </CardContent>
        </Card>
      </CenteredScreen>
    );
  }

  if (user.role !== 'admin') return <NotAdminScreen email={user.email} />;
  return <>{children}</>;
}
