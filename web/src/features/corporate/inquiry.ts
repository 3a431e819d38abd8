import { BUDGETS, CORPORATE_REQUIRED_MESSAGE, PROJECT_TYPES } from '@artshop/contracts';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, getErrorMessage, getFieldErrors } from '@artshop/ui';
import type { corporateInquirySchema } from '../../shared/form-schemas';

/*
 * The corporate inquiry's rules: the empty form, and where the form's and the server's messages go.
 */

export type InquiryFormValues = z.input<typeof corporateInquirySchema>;
export type InquiryField = keyof InquiryFormValues;

export const INQUIRY_SUCCESS = "Thanks! Your inquiry has been sent. I'll reply soon.";
const SERVICE_FAILED = 'Something went wrong. Please try again.';
const NETWORK_FAILED = 'Network error. Please try again.';
const REQUIRED: readonly InquiryField[] = ['name', 'company', 'email'];

export function emptyInquiry(): InquiryFormValues {
  return {
    name: '',
    company: '',
    email: '',
    phone: '',
    projectType: PROJECT_TYPES[0],
    budget: BUDGETS[0],
    pieces: '',
    style: [],
    location: '',
    timeline: '',
    message: '',
    consent: false,
    // Hidden: what the inquiry is about and which page sent it.
    subject: 'New corporate inquiry',
    source: typeof window === 'undefined' ? 'corporate-buyers' : `${window.location.origin}/corporate-buyers`,
    website: '',
  };
}

/**
 * A refused or failed send: the server's reasons for single fields (the required ones are said once,
 * above the button, by the form itself) and the message above the button; a failure of fetch itself
 * (offline, DNS, connection refused) is a network error.
 */
export function inquiryFailure(error: unknown): { fields: [InquiryField, string][]; message: string } {
  if (!(error instanceof ApiError)) return { fields: [], message: NETWORK_FAILED };
  const known = emptyInquiry();
  const fields = Object.entries(getFieldErrors(error)).filter(([field, message]) => field in known && message !== CORPORATE_REQUIRED_MESSAGE) as [
    InquiryField,
    string,
  ][];
  return { fields, message: getErrorMessage(error, SERVICE_FAILED) };
}

/**
 * The form's messages: whether a required field is missing (said once, above the button), each
 * field's own message, and the ids that describe a field.
 */
export function inquiryMessages(errors: FieldErrors<InquiryFormValues>) {
  const missing = REQUIRED.some((field) => errors[field]?.message === CORPORATE_REQUIRED_MESSAGE);
  const own = (field: InquiryField) => {
    const message = errors[field]?.message;
    return typeof message === 'string' && message !== CORPORATE_REQUIRED_MESSAGE ? message : undefined;
  };
  const describedBy = (field: InquiryField) =>
    [own(field) ? `inquiry-${field}-error` : null, errors[field]?.message === CORPORATE_REQUIRED_MESSAGE ? 'inquiry-required-error' : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return { missing, own, describedBy };
}
