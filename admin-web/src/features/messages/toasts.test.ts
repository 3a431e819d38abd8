import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@artshop/ui';
import { archivedReadToast, archivedToast, deletedToast, failureToast, repliedToast, unarchivedToast } from './toasts';

describe('the inbox toasts', () => {
  it("shows the server's reason when an action fails, else what failed", () => {
    expect(failureToast('delete', new ApiError(404, 'Not Found', JSON.stringify({ message: 'Message not found' })))).toEqual({
      variant: 'destructive',
      title: 'Delete failed',
      description: 'Message not found',
    });
    expect(failureToast('archive-read', new Error()).description).toBe('Failed to archive the read messages. Please try again.');
  });

  it('offers Undo after archiving, which moves the message back', () => {
    const undo = vi.fn();
    const shown = archivedToast({ name: 'Ada' }, undo);
    expect(shown).toMatchObject({ title: 'Message archived', description: 'The message from Ada is now in Archived.' });
    shown.action!.onClick();
    expect(undo).toHaveBeenCalledOnce();
  });

  it('names the sender or the address', () => {
    expect(repliedToast({ email: 'ada@example.com' }).description).toBe('Your reply to ada@example.com is on its way.');
    expect(unarchivedToast({ name: 'Ada' }).description).toBe('The message from Ada is back in the inbox.');
    expect(deletedToast({ name: 'Ada' }).description).toBe('The message from Ada has been deleted.');
  });

  it('counts the archived read messages', () => {
    expect(archivedReadToast(1).description).toBe('1 message was moved to Archived.');
    expect(archivedReadToast(3).description).toBe('3 messages were moved to Archived.');
  });
});
