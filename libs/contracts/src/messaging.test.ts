import { describe, expect, it } from 'vitest';
import {
  contactMessageSchema,
  contactSettingsSchema,
  contactSettingsUpdateSchema,
  corporateInquirySchema,
  isHoneypotFilled,
  newsletterSubscriptionSchema,
} from './messaging.js';
import { DEFAULT_CONTACT_SETTINGS } from './contact-forms.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('contact form', () => {
  it('requires name, email and message with one message, and a valid address', () => {
    for (const missing of ['name', 'email', 'message']) {
      const body = { name: 'Ann', email: 'ann@example.com', message: 'Hello', [missing]: '  ' };
      expect(firstMessage(contactMessageSchema.safeParse(body))).toBe('Please fill in all required fields');
    }
    expect(firstMessage(contactMessageSchema.safeParse({}))).toBe('Please fill in all required fields');
    expect(firstMessage(contactMessageSchema.safeParse({ name: 'Ann', email: 'nope', message: 'Hi' }))).toBe('Please enter a valid email address');
    expect(firstMessage(contactMessageSchema.safeParse({ name: 'Ann', email: 'a@b.co', message: 'x'.repeat(5_001) }))).toMatch(/Message is too long/);
  });

  it('folds line breaks out of one-line fields and turns empty optional fields into null', () => {
    expect(contactMessageSchema.parse({ name: ' Ann\r\nBcc: x@y.z ', email: ' Ann@Example.COM', phone: '', subject: null, message: ' Two\nlines ' })).toEqual({
      name: 'Ann Bcc: x@y.z',
      email: 'ann@example.com',
      phone: null,
      subject: null,
      message: 'Two\nlines',
    });
  });
});

describe('corporate inquiry', () => {
  const valid = { name: 'Ann', company: 'Harbor Hotels', email: 'ann@harbor.example' };

  it('requires name, company and email with the form message', () => {
    for (const missing of ['name', 'company', 'email']) {
      expect(firstMessage(corporateInquirySchema.safeParse({ ...valid, [missing]: '' }))).toBe('Please fill in your name, company, and email.');
    }
  });

  it('fills the defaults and reads what a form sends as text', () => {
    expect(corporateInquirySchema.parse({ ...valid, pieces: '12', style: 'Abstract', consent: 'on' })).toMatchObject({
      projectType: 'Office / Corporate HQ',
      budget: 'Under $5,000',
      pieces: 12,
      style: ['Abstract'],
      consent: true,
      subject: 'New corporate inquiry',
      message: null,
    });
    expect(corporateInquirySchema.parse(valid).pieces).toBeUndefined();
  });

  it('refuses options that are not on the form', () => {
    expect(firstMessage(corporateInquirySchema.safeParse({ ...valid, budget: 'A million' }))).toBe('Please choose a budget from the list');
    expect(firstMessage(corporateInquirySchema.safeParse({ ...valid, projectType: 'Castle' }))).toBe('Please choose a project type from the list');
    expect(firstMessage(corporateInquirySchema.safeParse({ ...valid, style: ['Cubism'] }))).toBe('Please choose art preferences from the list');
    expect(firstMessage(corporateInquirySchema.safeParse({ ...valid, pieces: -1 }))).toBe('Number of pieces must be a whole number of 0 or more');
    expect(firstMessage(corporateInquirySchema.safeParse({ ...valid, pieces: 'many' }))).toBe('Number of pieces must be a whole number of 0 or more');
  });

  it('sees a filled honeypot', () => {
    expect(isHoneypotFilled({ website: 'http://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ website: '  ' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
  });
});

describe('newsletter', () => {
  it('has one message for a missing or invalid address', () => {
    for (const email of [undefined, '', 'not-an-address', 'a@b']) {
      expect(firstMessage(newsletterSubscriptionSchema.safeParse({ email }))).toBe('Please enter a valid email address');
    }
    expect(newsletterSubscriptionSchema.parse({ email: 'Reader@Example.com', firstName: '' })).toEqual({
      email: 'reader@example.com',
      firstName: null,
      lastName: null,
    });
  });
});

describe('contact settings', () => {
  it('accepts the default page and refuses a bad e-mail or a missing weekday', () => {
    expect(contactSettingsSchema.parse(DEFAULT_CONTACT_SETTINGS)).toEqual(DEFAULT_CONTACT_SETTINGS);
    const badEmail = { ...DEFAULT_CONTACT_SETTINGS, contactInfo: { ...DEFAULT_CONTACT_SETTINGS.contactInfo, email: 'studio at home' } };
    expect(firstMessage(contactSettingsSchema.safeParse(badEmail))).toBe('Please enter a valid email address');
    const { sunday: _sunday, ...sixDays } = DEFAULT_CONTACT_SETTINGS.studioHours;
    expect(contactSettingsSchema.safeParse({ ...DEFAULT_CONTACT_SETTINGS, studioHours: sixDays }).success).toBe(false);
    expect(contactSettingsUpdateSchema.parse({ studioHours: { sunday: 'Closed' } })).toEqual({ studioHours: { sunday: 'Closed' } });
    expect(firstMessage(contactSettingsUpdateSchema.safeParse({ commissionsText: 42 }))).toBe('Commissions text must be text');
  });
});
