import { z } from 'zod';
import { EVENT_TIME_MESSAGE, isCalendarDay, parseEventHours } from './event-schedule.js';
import { booleanField, optionalText, requiredText, tooLong } from './fields.js';
import { imageAddressProblem } from './images.js';

export const EVENT_TITLE_REQUIRED_MESSAGE = 'Title is required';
export const EVENT_DATE_REQUIRED_MESSAGE = 'Date is required';
export const EVENT_DATE_MESSAGE = 'Please enter a real date, like 2027-04-17';
export const EVENT_REGISTRATION_URL_REQUIRED_MESSAGE = 'Please add the link where people register';
export const EVENT_REGISTRATION_URL_MESSAGE = 'The registration link must start with https:// (or / for a page of this site)';

const WEB_ADDRESS = /^https?:\/\/[^\s/]+\S*$/i;

/** An optional text that must pass `problem` when given; '' and null mean none (null). */
const optionalChecked = (label: string, max: number, problem: (value: string) => string | null) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => value || null)
    .superRefine((value, context) => {
      const refused = value === null ? null : problem(value);
      if (refused) context.addIssue({ code: 'custom', message: refused });
    });

/**
 * POST /api/events and PUT /api/events/{id}, the same rules in the Events manager's form and in the
 * content service. Keys it does not know (id, createdAt…) are ignored, so an event as GET answers
 * it can be sent back. New events are drafts until published.
 */
export const studioEventInputSchema = z
  .object({
    title: requiredText('Title', 200, EVENT_TITLE_REQUIRED_MESSAGE),
    description: optionalText('Description', 5_000),
    date: z
      .string({ error: EVENT_DATE_REQUIRED_MESSAGE })
      .trim()
      .min(1, EVENT_DATE_REQUIRED_MESSAGE)
      .refine(isCalendarDay, EVENT_DATE_MESSAGE)
      .refine((date) => date >= '1900-01-01' && date <= '2100-12-31', 'The date must be between 1900 and 2100'),
    time: optionalChecked('Time', 100, (time) => (parseEventHours(time) ? null : EVENT_TIME_MESSAGE)),
    location: optionalText('Location', 300),
    imageUrl: optionalChecked('Image', 2_000, imageAddressProblem),
    registrationRequired: booleanField('Registration required').default(false),
    registrationUrl: optionalChecked('Registration link', 2_000, (url) =>
      (url.startsWith('/') && !url.startsWith('//')) || WEB_ADDRESS.test(url) ? null : EVENT_REGISTRATION_URL_MESSAGE,
    ),
    isPublished: booleanField('Published').default(false),
  })
  .refine((event) => !event.registrationRequired || !!event.registrationUrl, {
    path: ['registrationUrl'],
    error: EVENT_REGISTRATION_URL_REQUIRED_MESSAGE,
    // Said together with the other fields' messages, unless these two fields are wrong themselves.
    when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'registrationRequired' || issue.path?.[0] === 'registrationUrl'),
  });
export type StudioEventInput = z.output<typeof studioEventInputSchema>;
export type StudioEventFormValues = z.input<typeof studioEventInputSchema>;
