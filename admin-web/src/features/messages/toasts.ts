import type { InboxMessage } from '@artshop/contracts';
import { getErrorMessage, type ToastOptions } from '@artshop/ui';

export type InboxAction = 'reply' | 'archive' | 'unarchive' | 'delete' | 'archive-read';

const FAILED: Record<InboxAction, { title: string; fallback: string }> = {
  reply: { title: 'Reply failed', fallback: 'Failed to send the reply. Please try again.' },
  archive: { title: 'Archive failed', fallback: 'Failed to archive the message. Please try again.' },
  unarchive: { title: 'Unarchive failed', fallback: 'Failed to move the message. Please try again.' },
  delete: { title: 'Delete failed', fallback: 'Failed to delete the message. Please try again.' },
  'archive-read': { title: 'Archive failed', fallback: 'Failed to archive the read messages. Please try again.' },
};

/** The destructive toast of a failed inbox action: the server's reason, else what failed. */
export function failureToast(action: InboxAction, error: unknown): ToastOptions {
  const { title, fallback } = FAILED[action];
  return { variant: 'destructive', title, description: getErrorMessage(error, fallback) };
}

export function repliedToast(message: Pick<InboxMessage, 'email'>): ToastOptions {
  return { variant: 'success', title: 'Reply sent', description: `Your reply to ${message.email} is on its way.` };
}

/** An archived message's toast, with Undo (back to the inbox). */
export function archivedToast(message: Pick<InboxMessage, 'name'>, undo: () => void): ToastOptions {
  return {
    title: 'Message archived',
    description: `The message from ${message.name} is now in Archived.`,
    action: { label: 'Undo', altText: 'Move the message back to the inbox', onClick: undo },
  };
}

export function unarchivedToast(message: Pick<InboxMessage, 'name'>): ToastOptions {
  return { title: 'Moved to inbox', description: `The message from ${message.name} is back in the inbox.` };
}

export function deletedToast(message: Pick<InboxMessage, 'name'>): ToastOptions {
  return { title: 'Message deleted', description: `The message from ${message.name} has been deleted.` };
}

export function archivedReadToast(archived: number): ToastOptions {
  return { title: 'Read messages archived', description: `${archived} ${archived === 1 ? 'message was' : 'messages were'} moved to Archived.` };
}
