import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { DEFAULT_CONTACT_SETTINGS, REQUIRED_FIELDS_MESSAGE, WEEKDAYS, type ContactSettings, type Weekday } from '@artshop/contracts';
import { ApiError, getErrorMessage } from '@artshop/ui';
import type { contactMessageSchema } from '../../shared/form-schemas';

/*
 * The contact page's rules: the studio's hours and texts with their defaults, and where the form's
 * and the server's messages go.
 */

export type ContactFormValues = z.input<typeof contactMessageSchema>;
export type FieldName = Exclude<keyof ContactFormValues, 'website'>;

export const FIELDS: readonly FieldName[] = ['name', 'email', 'phone', 'subject', 'message'];
export const EMPTY: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '', website: '' };
export const SEND_FAILED = 'Failed to send message. Please try again.';
const DEFAULT_GET_IN_TOUCH = 'Have a question about a painting, a print size or shipping? Send me a message and I will get back to you personally.';

/** The introduction at the top: the artist's, else the default. */
export function getInTouchText(settings: Pick<ContactSettings, 'getInTouchText'> | undefined): string {
  return settings?.getInTouchText?.trim() || DEFAULT_GET_IN_TOUCH;
}

/** Studio hours with the defaults for any weekday left blank. */
export function studioHours(settings: Pick<ContactSettings, 'studioHours'> | undefined): Record<Weekday, string> {
  const hours = { ...DEFAULT_CONTACT_SETTINGS.studioHours };
  for (const day of WEEKDAYS) {
    const value = settings?.studioHours?.[day]?.trim();
    if (value) hours[day] = value;
  }
  return hours;
}

/** The weekday of a date, as the studio's hours name it (the week starts on Monday). */
export function weekdayOf(date: Date): Weekday {
  return WEEKDAYS[(date.getDay() + 6) % 7];
}

/** A phone number as a tel: link dials it: digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * Messages the schema gives: the shared 'Please fill in all required fields' once, above the
 * button (not under each empty field); anything else (a malformed e-mail, a text too long) under
 * its own field.
 */
export function splitErrors(errors: FieldErrors<ContactFormValues>) {
  const missing = FIELDS.filter((field) => errors[field]?.message === REQUIRED_FIELDS_MESSAGE);
  const own = (field: FieldName) => {
    const message = errors[field]?.message;
    return message && message !== REQUIRED_FIELDS_MESSAGE ? message : undefined;
  };
  return { missing, own };
}

/**
 * What the form says when sending failed: a 4xx carries a message worth reading (too many attempts,
 * a field refused), shown under the failure; a 5xx or a network failure does not.
 */
export function sendFailure(error: unknown): { message: string; detail?: string } {
  const detail = error instanceof ApiError && error.status < 500 ? getErrorMessage(error, '') : '';
  return { message: SEND_FAILED, detail: detail && detail !== SEND_FAILED ? detail : undefined };
}
