import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_SETTINGS, REQUIRED_FIELDS_MESSAGE } from '@artshop/contracts';
import { ApiError } from '@artshop/ui';
import { SEND_FAILED, getInTouchText, sendFailure, splitErrors, studioHours, telHref, weekdayOf } from './contact';

describe("the contact page's texts", () => {
  it("shows the artist's introduction, else the default", () => {
    expect(getInTouchText({ getInTouchText: '  Write to me.  ' })).toBe('Write to me.');
    expect(getInTouchText({ getInTouchText: ' ' })).toMatch(/^Have a question about a painting/);
    expect(getInTouchText(undefined)).toMatch(/^Have a question about a painting/);
  });

  it('fills a weekday left blank with the default hours', () => {
    const hours = studioHours({ studioHours: { ...DEFAULT_CONTACT_SETTINGS.studioHours, monday: 'Closed', tuesday: '  ' } });
    expect(hours.monday).toBe('Closed');
    expect(hours.tuesday).toBe(DEFAULT_CONTACT_SETTINGS.studioHours.tuesday);
    expect(studioHours(undefined)).toEqual(DEFAULT_CONTACT_SETTINGS.studioHours);
  });

  it('names the day from Monday on, and dials a phone number by its digits', () => {
    expect(weekdayOf(new Date(2025, 0, 6))).toBe('monday');
    expect(weekdayOf(new Date(2025, 0, 5))).toBe('sunday');
    expect(telHref('+1 (512) 555-0100')).toBe('tel:+15125550100');
  });
});

describe("the contact form's messages", () => {
  it('gathers the missing fields for one notice, and keeps any other message under its field', () => {
    const { missing, own } = splitErrors({
      name: { type: 'too_small', message: REQUIRED_FIELDS_MESSAGE },
      message: { type: 'too_small', message: REQUIRED_FIELDS_MESSAGE },
      email: { type: 'invalid_format', message: 'Please enter a valid email address' },
    });
    expect(missing).toEqual(['name', 'message']);
    expect(own('email')).toBe('Please enter a valid email address');
    expect(own('name')).toBeUndefined();
  });

  it("says sending failed, with a refusal's reason but not a server failure's", () => {
    expect(sendFailure(new ApiError(429, 'Too Many Requests', JSON.stringify({ message: 'Too many messages. Please wait a minute.' })))).toEqual({
      message: SEND_FAILED,
      detail: 'Too many messages. Please wait a minute.',
    });
    expect(sendFailure(new ApiError(500, 'Server Error', JSON.stringify({ message: 'Database down' })))).toEqual({ message: SEND_FAILED, detail: undefined });
    expect(sendFailure(new TypeError('Failed to fetch'))).toEqual({ message: SEND_FAILED, detail: undefined });
  });
});
