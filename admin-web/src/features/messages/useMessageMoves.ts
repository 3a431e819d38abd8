import { useState } from 'react';
import type { InboxMessage } from '@artshop/contracts';
import { toast } from '@artshop/ui';
import type { MessageActions } from './hooks';
import { archivedToast, deletedToast, failureToast, unarchivedToast } from './toasts';

/**
 * Archive, move back to the inbox, and delete (after the confirmation) the open message, each with its
 * toast; `onClosed` runs once the message has left the view.
 */
export function useMessageMoves(message: InboxMessage, actions: MessageActions, onClosed: () => void) {
  const [confirmDelete, setConfirmDelete] = useState(false);

  const archive = () =>
    actions.archive.mutate(message.id, {
      onSuccess: () => {
        onClosed();
        toast(archivedToast(message, () => actions.unarchive.mutate(message.id)));
      },
      onError: (error) => toast(failureToast('archive', error)),
    });

  const unarchive = () =>
    actions.unarchive.mutate(message.id, {
      onSuccess: () => {
        onClosed();
        toast(unarchivedToast(message));
      },
      onError: (error) => toast(failureToast('unarchive', error)),
    });

  const remove = () =>
    actions.remove.mutate(message.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        onClosed();
        toast(deletedToast(message));
      },
      onError: (error) => {
        setConfirmDelete(false);
        toast(failureToast('delete', error));
      },
    });

  return { archive, unarchive, remove, confirmDelete, setConfirmDelete };
}
