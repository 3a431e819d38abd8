import { ArrowRight, MessageSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@artshop/ui';
import { useUnreadCount } from '../../../shared/unread-messages';
import { newMessagesText } from '../figures';
import { Loading } from './Loading';

/** The Messages card: unread inbox messages (shared with the inbox, which refreshes it), linking to the inbox. */
export function MessagesCard() {
  const unread = useUnreadCount();
  const count = unread.data?.count ?? 0;
  return (
    <Card data-testid="stat-messages">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="font-sans text-sm font-medium">Messages</CardTitle>
        <MessageSquare className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        {unread.isLoading ? (
          <Loading />
        ) : unread.error ? (
          <div role="alert">
            <p className="text-sm text-destructive">Could not load messages.</p>
            <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void unread.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <p className="text-3xl font-semibold tabular-nums" data-testid="unread-messages-count">
              {count}
            </p>
            <p className="mt-1 text-xs text-muted-foreground" data-testid="unread-messages-text">
              {newMessagesText(count)}
            </p>
          </>
        )}
        <Link to="/messages" className="mt-4 inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline">
          View messages
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}
