import { LoaderCircle, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { Button, Dialog } from '@artshop/ui';
import { formErrorMessages, revealField } from '../server-errors';
import { UnsavedChangesGuard, useDiscardGuard } from './UnsavedChanges';

/**
 * The frame of a back-office editor in a dialog (a room, an event, a gallery item, a plan): the dialog,
 * its form checked by react-hook-form, Cancel and the save button (spinning while `busy`). Nothing
 * closes it while it saves; closing it (Cancel, Escape, the ×) with unsaved changes asks first, and so
 * does leaving for another screen or closing the tab. A save the form's own check stops brings the first
 * marked field into view, then `onInvalid` says so; a save the server refuses is shown the same way by
 * the dialog's onError (reportSaveFailure: the message at the field, brought into view with the cursor
 * in it, 'Failed… Please try again.' only when the save itself failed). The dialog's own fields are its
 * children; `name` gives its test ids (`<name>-dialog`, `<name>-save`).
 */
export function DialogForm<Values extends FieldValues, Output>({
  form,
  open,
  onOpenChange,
  busy,
  title,
  description,
  name,
  saveLabel,
  onValid,
  onInvalid,
  children,
}: {
  // Any form with these values, whatever its context.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<Values, any, Output>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  title: string;
  description: string;
  name: string;
  /** The save button's words when not saving ('Add Room', 'Update Plan'). */
  saveLabel: string;
  onValid: (input: Output) => void;
  onInvalid: (errors: FieldErrors<Values>) => void;
  children: ReactNode;
}) {
  const { isDirty } = form.formState;
  const { confirmDiscard, dialog: discardDialog } = useDiscardGuard(isDirty);
  const close = () => confirmDiscard(() => onOpenChange(false));
  const submit = form.handleSubmit(onValid, (errors) => {
    const first = formErrorMessages(errors)[0];
    if (first) revealField(form, first[0]);
    onInvalid(errors);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (next) onOpenChange(true);
        else close();
      }}
      title={title}
      description={description}
      className="max-h-[90vh] max-w-2xl overflow-y-auto"
      data-testid={`${name}-dialog`}
    >
      <form
        noValidate
        className="mt-4 space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {children}
        <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy} data-testid={`${name}-save`}>
            {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            {busy ? 'Saving…' : saveLabel}
          </Button>
        </div>
      </form>
      <UnsavedChangesGuard dirty={open && isDirty && !busy} />
      {discardDialog}
    </Dialog>
  );
}
