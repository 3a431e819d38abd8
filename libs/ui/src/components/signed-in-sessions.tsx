import { LoaderCircle, LogOut, Monitor } from 'lucide-react';
import type { SignedInSession } from '@artshop/contracts';
import { useEndSession, useSignOutOtherSessions, useSignedInSessions } from '../signed-in-sessions';
import { formatDate, formatDateTime } from '../relative-time';
import { toast } from '../toast';
import { getErrorMessage } from '../api';
import { Badge } from './badge';
import { Button } from './button';
import { Card } from './card';
import { LoadError } from './load-error';
import { Skeleton } from './skeleton';

function SessionRow({ session }: { session: SignedInSession }) {
  const end = useEndSession({
    onSuccess: () => toast({ title: `Signed out ${session.device}` }),
    onError: (error) => toast({ variant: 'destructive', title: getErrorMessage(error, 'That device could not be signed out. Please try again.') }),
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="signed-in-session">
      <div className="flex items-start gap-3">
        <Monitor className="mt-0.5 size-5 text-muted-foreground" aria-hidden="true" />
        <div>
          <p className="font-medium">
            {session.device} {session.current ? <Badge variant="secondary">This device</Badge> : null}
          </p>
          <p className="text-sm text-muted-foreground">
            {session.signedInAt ? `Signed in ${formatDateTime(session.signedInAt)}` : 'Signed in earlier'}
            {session.lastSeenAt && !session.current ? ` · Last active ${formatDate(session.lastSeenAt)}` : null}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={() => end.mutate(session.id)}
          disabled={end.isPending}
          aria-busy={end.isPending}
          aria-label={`Sign out ${session.device}`}
        >
          {end.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
          Sign out
        </Button>
      )}
    </li>
  );
}

/** Where the account is signed in: each session, with a way to end those on other devices. */
export function SignedInSessions() {
  const sessions = useSignedInSessions();
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  const signOutOthers = useSignOutOtherSessions({
    onSuccess: () => toast({ title: 'Signed out on every other device' }),
    onError: (error) => toast({ variant: 'destructive', title: getErrorMessage(error, 'The other devices could not be signed out. Please try again.') }),
  });

  if (sessions.isLoading) return <Skeleton className="h-24 w-full" />;
  if (sessions.isError)
    return (
      <Card>
        <LoadError what="where you are signed in" error={sessions.error} onRetry={() => void sessions.refetch()} />
      </Card>
    );
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground" data-testid="signed-in-count">
        {others === 0 ? 'Signed in on this device only.' : `Signed in on ${others + 1} devices.`}
      </p>
      <ul className="divide-y" aria-label="Signed-in devices">
        {(sessions.data ?? []).map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      {others > 0 ? (
        <Button variant="outline" onClick={() => signOutOthers.mutate()} disabled={signOutOthers.isPending} aria-busy={signOutOthers.isPending}>
          {signOutOthers.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
          Sign out everywhere else
        </Button>
      ) : null}
    </div>
  );
}
