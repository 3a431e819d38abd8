import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorStatus, getErrorMessage, getFieldErrors, toast } from '@artshop/ui';

/** Whether a failure means the session is gone (a 401, or an 'Unauthorized' message). */
export function isUnauthorized(error: unknown): boolean {
  return errorStatus(error) === 401 || /unauthorized/i.test(getErrorMessage(error, error instanceof Error ? error.message : ''));
}

/**
 * The fields a failed save should mark: a 400's per-field messages, or for a 409 the field it
 * names ('A product with this slug already exists' → slug), among the form's `conflictFields`.
 */
export function serverFieldErrors(error: unknown, conflictFields: readonly string[]): Record<string, string> {
  const fields = getFieldErrors(error);
  if (errorStatus(error) === 409) {
    const message = getErrorMessage(error, '');
    const field = conflictFields.find((name) => new RegExp(`\\b${name}\\b`, 'i').test(message));
    if (field) fields[field] = message;
  }
  return fields;
}

/** What a save refused for a lost session says under its title. */
export const SESSION_ENDED = 'Your session has ended: please log in again.';

/** A refusal (4xx) is the admin's to correct; anything else (5xx, no answer) is worth trying again. */
export function isRefusal(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== null && status >= 400 && status < 500;
}

/**
 * What the toast of a failed save says: the refused field's own message when the server named one
 * (it is also under the field), the server's reason for any other refusal, and `failed` ('Failed to
 * save… Please try again.') only when the save failed for another reason than the input.
 */
export function saveFailureToast(error: unknown, fieldMessages: readonly string[], failed: string): { title: string; description?: string } {
  if (fieldMessages.length > 0) return markedFieldsToast(fieldMessages);
  // Nothing the admin typed is wrong: signing in again and saving again is.
  if (isUnauthorized(error)) return { title: failed, description: SESSION_ENDED };
  if (isRefusal(error)) return { title: 'Not saved', description: getErrorMessage(error, 'The changes were refused. Please check them.') };
  const reason = getErrorMessage(error, '');
  return { title: failed, description: reason && !reason.startsWith('Something went wrong') ? reason : undefined };
}

/** The toast of marked fields, whoever refused them (the server or the form's own check): how many, and the first one's message. */
function markedFieldsToast(fieldMessages: readonly string[]): { title: string; description: string } {
  return {
    title: fieldMessages.length === 1 ? 'Please correct the marked field' : `Please correct the ${fieldMessages.length} marked fields`,
    description: fieldMessages[0],
  };
}

/** Each field the form's own check marked, as path and message, in the form's order: { ctaData: { buttonUrl } } → 'ctaData.buttonUrl'. */
export function formErrorMessages(errors: object, prefix = ''): Array<[path: string, message: string]> {
  const found: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string') found.push([path, message]);
    else found.push(...formErrorMessages(value as object, path));
  }
  return found;
}

/** What the toast says when the form's own check stopped the save: the same words as the server's refusal of those fields. */
export function invalidFormToast(errors: object): { title: string; description?: string } {
  const messages = formErrorMessages(errors).map(([, message]) => message);
  return messages.length > 0 ? markedFieldsToast(messages) : { title: MARKED_FIELDS_TOAST.title };
}

/**
 * Brings a marked field into view, in the middle of the screen (the sticky save bar would hide it at
 * the bottom), with the cursor in it. After a frame: a tab opened for it must show it first.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function revealField<T extends FieldValues>(form: UseFormReturn<T, any, any>, path: string): void {
  requestAnimationFrame(() => {
    try {
      form.setFocus(path as Path<T>);
    } catch {
      // Not a focusable input (a list of tags): its message is found by its id below.
    }
    const focused = document.activeElement;
    const target = focused && focused !== document.body ? focused : document.querySelector(`[id$="${CSS.escape(path)}-error"]`);
    target?.scrollIntoView({ block: 'center' });
  });
}

/**
 * The one way a screen shows a failed save: the server's reasons under their fields, the first one
 * brought into view, and the toast saveFailureToast words. Returns the paths marked (a drawer opens
 * the tab of the first).
 */
export function reportSaveFailure<T extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>,
  error: unknown,
  { failed, conflictFields = [], reveal = true }: { failed: string; conflictFields?: readonly string[]; reveal?: boolean },
): string[] {
  const fields = serverFieldErrors(error, conflictFields);
  for (const [path, message] of Object.entries(fields)) form.setError(path as Path<T>, { type: 'server', message });
  const paths = Object.keys(fields);
  if (reveal && paths[0]) revealField(form, paths[0]);
  toast({ variant: 'destructive', ...saveFailureToast(error, Object.values(fields), failed) });
  return paths;
}

/** The toast of a save the form itself stopped (its fields are marked): nothing failed, nothing to try again. */
export const MARKED_FIELDS_TOAST = { variant: 'destructive', title: 'Please correct the fields marked in red.' } as const;

/**
 * A save the form's own check stopped (handleSubmit's second argument): shown as a refusal by the
 * server is, the first marked field brought into view and the toast naming it.
 */
export function reportInvalidForm<T extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>,
  errors: FieldErrors<T>,
): void {
  const first = formErrorMessages(errors)[0];
  if (first) revealField(form, first[0]);
  toast({ variant: 'destructive', ...invalidFormToast(errors) });
}
