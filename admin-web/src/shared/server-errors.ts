import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorStatus, getErrorMessage, getFieldErrors } from '@artshop/ui';

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

/**
 * Shows a failed save's reasons under the fields they concern. Returns the paths marked, and the
 * server's reason when it concerns no field (for the toast), else null.
 */
export function showServerErrors<T extends FieldValues>(
  // Any form (whatever its context and output types): only its errors are set.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>,
  error: unknown,
  conflictFields: readonly string[],
): { paths: string[]; reason: string | null } {
  const fields = serverFieldErrors(error, conflictFields);
  for (const [path, message] of Object.entries(fields)) form.setError(path as Path<T>, { type: 'server', message });
  const paths = Object.keys(fields);
  return { paths, reason: paths.length === 0 ? getErrorMessage(error, '') || null : null };
}
