import type { ContactSettings } from './messaging.js';

/*
 * What the contact and corporate buyers' pages show and ask, apart from the schemas that check the
 * answers (messaging.ts): kept free of zod, so that a page showing these does not load zod and build
 * every schema before a visitor has typed anything.
 */

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const CORPORATE_REQUIRED_MESSAGE = 'Please fill in your name, company, and email.';

// ── Corporate buyers' inquiry ───────────────────────────────────────────────────────────────────

export const PROJECT_TYPES = [
  'Office / Corporate HQ',
  'Hotel / Resort',
  'Healthcare / Wellness',
  'Real Estate Development',
  'Restaurant / Hospitality',
  'Other',
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const BUDGETS = ['Under $5,000', '$5,000–$15,000', '$15,000–$50,000', '$50,000+'] as const;
export type Budget = (typeof BUDGETS)[number];

export const ART_STYLES = ['Abstract', 'Nature-Inspired', 'Textural / Mixed Media', 'Custom Commission', 'Unsure / Open to Ideas'] as const;
export type ArtStyle = (typeof ART_STYLES)[number];

// ── Contact page settings ───────────────────────────────────────────────────────────────────────

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** The page before the artist has written anything. */
export const DEFAULT_CONTACT_SETTINGS: ContactSettings = {
  getInTouchText: '',
  contactInfo: { email: '', phone: '', address: '' },
  studioHours: {
    monday: '9:00 AM - 6:00 PM',
    tuesday: '9:00 AM - 6:00 PM',
    wednesday: '9:00 AM - 6:00 PM',
    thursday: '9:00 AM - 6:00 PM',
    friday: '9:00 AM - 6:00 PM',
    saturday: '10:00 AM - 4:00 PM',
    sunday: 'By appointment',
  },
  commissionsText: '',
};
