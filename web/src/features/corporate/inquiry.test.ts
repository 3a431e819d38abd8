import { describe, expect, it } from 'vitest';
import { CORPORATE_REQUIRED_MESSAGE } from '@artshop/contracts';
import { ApiError } from '@artshop/ui';
import { emptyInquiry, inquiryFailure, inquiryMessages } from './inquiry';

describe('the corporate inquiry form', () => {
  it('starts empty, with the first project type and budget, and says which page sent it', () => {
    const empty = emptyInquiry();
    expect(empty).toMatchObject({ name: '', style: [], consent: false, subject: 'New corporate inquiry' });
    expect(empty.source).toMatch(/corporate-buyers$/);
  });

  it('says once that a required field is missing, and keeps any other message under its field', () => {
    const { missing, own, describedBy } = inquiryMessages({
      company: { type: 'too_small', message: CORPORATE_REQUIRED_MESSAGE },
      email: { type: 'invalid_format', message: 'Please enter a valid email address' },
    });
    expect(missing).toBe(true);
    expect(own('company')).toBeUndefined();
    expect(describedBy('company')).toBe('inquiry-required-error');
    expect(own('email')).toBe('Please enter a valid email address');
    expect(describedBy('email')).toBe('inquiry-email-error');
    expect(describedBy('name')).toBeUndefined();
    expect(inquiryMessages({}).missing).toBe(false);
  });
});

describe('a send that failed', () => {
  it("puts the server's reasons under known fields, leaves the required ones to the notice, and shows its message", () => {
    const error = new ApiError(
      400,
      'Bad Request',
      JSON.stringify({
        message: 'Please check the form',
        errors: { pieces: 'Must be a whole number', name: CORPORATE_REQUIRED_MESSAGE, unknown: 'Nope' },
      }),
    );
    expect(inquiryFailure(error)).toEqual({ fields: [['pieces', 'Must be a whole number']], message: 'Please check the form' });
  });

  it('is a network error when fetch itself failed', () => {
    expect(inquiryFailure(new TypeError('Failed to fetch'))).toEqual({ fields: [], message: 'Network error. Please try again.' });
  });
});
