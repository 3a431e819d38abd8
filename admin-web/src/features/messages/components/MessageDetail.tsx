import type { InboxMessage } from '@artshop/contracts';
import { Badge, ConfirmDialog, cn } from '@artshop/ui';
import type { MessageActions } from '../hooks';
import { subjectOf, type InboxView } from '../messages';
import { useFocusOnSmallScreens } from '../useFocusOnSmallScreens';
import { useMessageMoves } from '../useMessageMoves';
import { Avatar } from './Avatar';
import { MessageFields } from './MessageFields';
import { MessageToolbar } from './MessageToolbar';
import { ReplyForm } from './ReplyForm';
import { ReplyThread } from './ReplyThread';

/** The open message: its actions, sender, text and the replies sent to it, fields and the reply form. */
export function MessageDetail({
  message,
  view,
  actions,
  onBack,
  onClosed,
}: {
  message: InboxMessage;
  view: InboxView;
  actions: MessageActions;
  onBack: () => void;
  onClosed: () => void;
}) {
  const headingRef = useFocusOnSmallScreens(message.id);
  const moves = useMessageMoves(message, actions, onClosed);

  return (
    <article className="flex h-full flex-col" data-testid="message-detail" data-message-id={message.id} aria-labelledby="message-detail-subject">
      <MessageToolbar
        view={view}
        actions={actions}
        onBack={onBack}
        onArchive={moves.archive}
        onUnarchive={moves.unarchive}
        onDelete={() => moves.setConfirmDelete(true)}
      />
      <div className="flex-1 overflow-y-auto px-4 py-5 sm:px-6">
        <div className="flex items-start gap-3">
          <Avatar name={message.name} size="lg" />
          <div className="min-w-0">
            <h2
              id="message-detail-subject"
              ref={headingRef}
              tabIndex={-1}
              className={cn('font-sans text-xl font-semibold tracking-normal outline-none', !message.subject && 'italic text-muted-foreground')}
              data-testid="detail-subject"
            >
              {subjectOf(message)}
            </h2>
            <p className="mt-1 text-sm">
              <span className="font-medium" data-testid="detail-name">
                {message.name}
              </span>{' '}
              <span className="text-muted-foreground">&lt;{message.email}&gt;</span>
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              {message.kind === 'corporate' ? <Badge variant="accent">Corporate inquiry</Badge> : <Badge variant="outline">Contact form</Badge>}
              {message.repliedAt ? <Badge variant="success">Replied</Badge> : null}
            </div>
          </div>
        </div>
        <div className="mt-6 whitespace-pre-wrap break-words rounded-md bg-muted/60 p-4 text-sm leading-relaxed" data-testid="detail-message">
          {message.message || <span className="italic text-muted-foreground">No message was written with this inquiry.</span>}
        </div>
        <ReplyThread messageId={message.id} />
        <div className="mt-6">
          <MessageFields message={message} />
        </div>
        <div className="mt-8 border-t border-border pt-6">
          <ReplyForm key={message.id} message={message} actions={actions} />
        </div>
      </div>
      <ConfirmDialog
        open={moves.confirmDelete}
        onOpenChange={moves.setConfirmDelete}
        title="Delete this message?"
        description={`The message from ${message.name} will be deleted permanently. This cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        destructive
        pending={actions.remove.isPending}
        onConfirm={moves.remove}
        data-testid="delete-dialog"
      />
    </article>
  );
}
