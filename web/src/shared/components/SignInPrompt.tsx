import { LogIn, UserRound } from 'lucide-react';
import { buttonClasses } from '@artshop/ui';

/**
 * Signed out: 'My Account' and 'Please log in to view your account details' with a
 * Log In button to /api/auth/login (a plain link, which brings the visitor back here afterwards).
 */
export function SignInPrompt({ next, title = 'My Account' }: { next: string; title?: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" data-testid="account-signed-out">
      <UserRound className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-semibold">{title}</h1>
      <p className="mt-3 text-muted-foreground">Please log in to view your account details</p>
      <a href={`/api/auth/login?next=${encodeURIComponent(next)}`} className={buttonClasses({ className: 'mt-8' })} data-testid="account-log-in">
        <LogIn aria-hidden="true" />
        Log In
      </a>
    </div>
  );
}
