import { LoaderCircle, Save, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button, ConfirmDialog, Sheet } from '@artshop/ui';

/**
 * The side drawer of a category or a tag (400 px, the full width on a phone): the
 * form, then Delete (when editing, after a confirmation), Cancel and Save.
 */
export function TermDrawer({
  open,
  onOpenChange,
  title,
  description,
  saveLabel,
  saving,
  onSubmit,
  deletion,
  children,
  'data-testid': testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  saveLabel: string;
  saving: boolean;
  onSubmit: () => void;
  /** When editing: what the confirmation says, and the deletion itself. */
  deletion?: { title: string; description: ReactNode; pending: boolean; run: () => void };
  children: ReactNode;
  'data-testid'?: string;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      side="right"
      title={title}
      description={description}
      widthClassName="w-full sm:w-[400px] sm:max-w-[400px]"
      initialFocus="input"
      data-testid={testId}
    >
      <form
        noValidate
        className="flex flex-1 flex-col"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {/* Actions at the top: the toasts appear at the bottom and would cover them. */}
        <div className="sticky top-0 z-10 flex items-center gap-3 border-b border-border bg-background px-4 py-3">
          {deletion ? (
            <Button
              variant="ghost"
              size="sm"
              className="mr-auto text-destructive hover:text-destructive"
              onClick={() => setConfirming(true)}
              disabled={saving}
              data-testid="drawer-delete"
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" className={deletion ? undefined : 'ml-auto'} onClick={() => onOpenChange(false)} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" size="sm" disabled={saving} aria-busy={saving} data-testid="drawer-save">
            {saving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            {saving ? 'Saving…' : saveLabel}
          </Button>
        </div>
        <div className="flex-1 space-y-5 px-4 py-5">{children}</div>
      </form>
      {deletion ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={deletion.title}
          description={deletion.description}
          confirmLabel="Delete"
          pendingLabel="Deleting…"
          pending={deletion.pending}
          destructive
          onConfirm={deletion.run}
          data-testid="delete-confirm"
        />
      ) : null}
    </Sheet>
  );
}
