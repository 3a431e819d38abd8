import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { getErrorMessage, getFieldErrors } from '@artshop/ui';

/** Puts a 400's per-field messages under the fields the form has; answers whether any was placed. */
export function showFieldErrors<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
  errors: Record<string, string>,
  fields: readonly string[],
): boolean {
  let placed = false;
  for (const [field, message] of Object.entries(errors)) {
    if (!fields.includes(field)) continue;
    form.setError(field as Path<T>, { type: 'server', message });
    placed = true;
  }
  return placed;
}

/**
 * Shows a failed send once: under the fields it names, or else as the form's alert (its message,
 * or `fallback` when the server said nothing a person can read). Answers the alert's text, or null.
 */
export function showFormError<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
  error: unknown,
  fields: readonly string[],
  fallback: string,
): string | null {
  return showFieldErrors(form, getFieldErrors(error), fields) ? null : getErrorMessage(error, fallback);
}
