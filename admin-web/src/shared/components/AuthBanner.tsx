import { CircleAlert, LoaderCircle, LogIn, ShieldCheck } from 'lucide-react';
import { Button, useCurrentUser } from '@artshop/ui';
import { loginRedirectUrl } from '../paths';

export const logIn = () => window.location.assign(loginRedirectUrl());

/**
 * The sign-in state: 'Checking authentication status...', 'Authentication Required' with Log In
 * (also once a call answered 401: `lostSession`), or 'Authenticated as {email}'. `task` finishes
 * 'Please log in to …', e.g. 'manage subscription plans'.
 */
export function AuthBanner({ lostSession, task }: { lostSession: boolean; task: string }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <div role="status" className="flex items-center gap-2 rounded-lg border border-border bg-muted/40 px-4 py-3 text-sm" data-testid="auth-banner">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        Checking authentication status...
      </div>
    );
  }
  if (!user || lostSession) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm"
        data-testid="auth-banner"
      >
        <CircleAlert className="size-4 text-destructive" aria-hidden="true" />
        <div className="flex-1">
          <p className="font-medium">Authentication Required</p>
          <p className="text-muted-foreground">Please log in to {task}.</p>
        </div>
        <Button size="sm" onClick={logIn} data-testid="auth-log-in">
          <LogIn aria-hidden="true" />
          Log In
        </Button>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2 rounded-lg border border-border bg-muted/40 px-4 py-3 text-sm" data-testid="auth-banner">
      <ShieldCheck className="size-4 text-success" aria-hidden="true" />
      Authenticated as <span className="font-medium">{user.email}</span>
    </div>
  );
}
