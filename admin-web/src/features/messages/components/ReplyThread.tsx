import type { MessageReply } from '@artshop/contracts';
import { Badge, LoadError, Skeleton, type BadgeVariant } from '@artshop/ui';
import { useNow } from '../../../shared/useNow';
import { useMessageReplies } from '../hooks';
import { RelativeTime } from './RelativeTime';

const STATUS: Record<MessageReply['status'], { label: string; variant: BadgeVariant }> = {
  queued: { label: 'Sending', variant: 'info' },
  sent: { label: 'Sent', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
};

/** The replies the artist sent to this message, oldest first, under the visitor's text. */
export function ReplyThread({ messageId }: { messageId: string }) {
  const replies = useMessageReplies(messageId);
  const now = useNow();

  if (replies.isPending) return <Skeleton className="mt-4 h-20 w-full" />;
  if (replies.isError) return <LoadError what="the replies" error={replies.error} onRetry={() => void replies.refetch()} />;
  if (!replies.data.length) return null;
  return (
    <section aria-label="Your replies" className="mt-4 space-y-3" data-testid="reply-thread">
      {replies.data.map((reply) => (
        <article key={reply.id} className="ml-6 rounded-md border border-border p-4 text-sm sm:ml-12" data-testid="thread-reply" data-status={reply.status}>
          <header className="mb-2 flex flex-wrap items-center gap-2">
            <span className="font-medium">You replied</span>
            <RelativeTime value={reply.createdAt} now={now} className="text-xs text-muted-foreground" />
            <Badge variant={STATUS[reply.status].variant}>{STATUS[reply.status].label}</Badge>
          </header>
          <p className="text-xs text-muted-foreground">{reply.subject}</p>
          <p className="mt-2 whitespace-pre-wrap break-words leading-relaxed">{reply.body}</p>
        </article>
      ))}
    </section>
  );
}
