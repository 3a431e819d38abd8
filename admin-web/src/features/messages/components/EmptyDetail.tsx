import { MailOpen } from 'lucide-react';

/** The detail pane with no message open. */
export function EmptyDetail() {
  return (
    <div className="flex h-full min-h-64 flex-col items-center justify-center gap-3 p-8 text-center text-muted-foreground" data-testid="no-selection">
      <MailOpen className="size-10" aria-hidden="true" />
      <p>Select a message to read</p>
    </div>
  );
}
