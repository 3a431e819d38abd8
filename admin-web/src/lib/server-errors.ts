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
