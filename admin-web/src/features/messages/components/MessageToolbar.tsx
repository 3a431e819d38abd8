import { Archive, ArchiveRestore, ArrowLeft, Trash2 } from 'lucide-react';
import { Button } from '@artshop/ui';
import type { MessageActions } from '../hooks';
import type { InboxView } from '../messages';

/** Above the open message: Back (small screens), Archive or Move to Inbox, and Delete. */
export function MessageToolbar({
  view,
  actions,
  onBack,
  onArchive,
  onUnarchive,
  onDelete,
}: {
  view: InboxView;
  actions: MessageActions;
  onBack: () => void;
  onArchive: () => void;
  onUnarchive: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-3 sm:px-6">
      <Button variant="ghost" size="sm" className="-ml-2 lg:hidden" onClick={onBack} data-testid="message-back">
        <ArrowLeft aria-hidden="true" />
        Back to messages
      </Button>
      <div className="ml-auto flex items-center gap-2">
        {view === 'inbox' ? (
          <Button variant="outline" size="sm" onClick={onArchive} disabled={actions.archive.isPending} data-testid="message-archive">
            <Archive aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Archive</span>
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={onUnarchive} disabled={actions.unarchive.isPending} data-testid="message-unarchive">
            <ArchiveRestore aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Move to Inbox</span>
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onDelete} data-testid="message-delete">
          <Trash2 className="text-destructive" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Delete</span>
        </Button>
      </div>
    </div>
  );
}
