import { describe, expect, it } from 'vitest';
import { ApiError } from '@artshop/ui';
import { formErrorMessages, invalidFormToast, isUnauthorized, saveFailureToast } from './server-errors';

const answer = (status: number, body: unknown) => new ApiError(status, '', JSON.stringify(body));
const FAILED = 'Failed to save settings. Please try again.';

describe('the toast of a failed save', () => {
  it('names the refused field’s message, not a failure to try again', () => {
    const refused = answer(400, { message: 'Hero image: an image must be…', errors: { heroImageUrl: 'Hero image: an image must be…' } });
    expect(saveFailureToast(refused, ['Hero image: an image must be…'], FAILED)).toEqual({
      title: 'Please correct the marked field',
      description: 'Hero image: an image must be…',
    });
    expect(saveFailureToast(refused, ['One', 'Two'], FAILED).title).toBe('Please correct the 2 marked fields');
  });

  it('gives the server’s reason for a refusal that names no field', () => {
    expect(saveFailureToast(answer(409, { message: 'A tag with this slug already exists' }), [], FAILED)).toEqual({
      title: 'Not saved',
      description: 'A tag with this slug already exists',
    });
  });

  it('keeps “try again” for a real failure', () => {
    expect(saveFailureToast(answer(503, { message: 'Catalog is not answering' }), [], FAILED)).toEqual({
      title: FAILED,
      description: 'Catalog is not answering',
    });
    expect(saveFailureToast(new TypeError('Failed to fetch'), [], FAILED)).toEqual({ title: FAILED, description: undefined });
  });

  it('asks to log in again when the session has ended, rather than to correct the input', () => {
    expect(saveFailureToast(answer(401, { message: 'Unauthorized' }), [], FAILED)).toEqual({
      title: FAILED,
      description: 'Your session has ended: please log in again.',
    });
  });
});

describe('the toast of a save the form itself stopped', () => {
  it('names the first marked field’s message, as a refusal by the server does, found in nested fields', () => {
    const errors = {
      heroData: { headline: { type: 'too_big', message: 'Headline is too long' } },
      ctaData: { buttonUrl: { type: 'custom', message: 'Button link: please enter a path of the shop such as /contact' } },
    };
    expect(formErrorMessages(errors)).toEqual([
      ['heroData.headline', 'Headline is too long'],
      ['ctaData.buttonUrl', 'Button link: please enter a path of the shop such as /contact'],
    ]);
    expect(invalidFormToast(errors)).toEqual({ title: 'Please correct the 2 marked fields', description: 'Headline is too long' });
    expect(invalidFormToast({ twitter: { type: 'custom', message: 'X (Twitter): this link does not lead to X (Twitter).' } })).toEqual({
      title: 'Please correct the marked field',
      description: 'X (Twitter): this link does not lead to X (Twitter).',
    });
  });
});

describe('a lost session', () => {
  it("is a 401, or an 'Unauthorized' message", () => {
    expect(isUnauthorized(new ApiError(401, 'Unauthorized', ''))).toBe(true);
    expect(isUnauthorized(new Error('Unauthorized'))).toBe(true);
    expect(isUnauthorized(new ApiError(403, 'Forbidden', JSON.stringify({ message: 'You do not have access to this' })))).toBe(false);
  });
});
