import { describe, expect, it } from 'vitest';
import { RpcException } from '@nestjs/microservices';
import { registerSchema } from '@artshop/contracts';
import { AppError, parseInput, toErrorPayload } from './errors.js';

describe('error mapping', () => {
  it('turns a failed validation into a 400 naming the first problem and every field', () => {
    let caught: unknown;
    try {
      parseInput(registerSchema, { email: 'nope', password: 'x', firstName: 'A' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect(toErrorPayload(caught)).toEqual({
      status: 400,
      message: 'Please enter a valid email address',
      errors: {
        email: 'Please enter a valid email address',
        password: 'Password must be at least 8 characters',
        lastName: 'Last name is required',
      },
    });
  });

  it('returns the parsed, normalised value when the input is good', () => {
    expect(parseInput(registerSchema, { email: ' A@B.co ', password: 'long enough', firstName: ' Ann ', lastName: 'Lee' })).toEqual({
      email: 'a@b.co',
      password: 'long enough',
      firstName: 'Ann',
      lastName: 'Lee',
    });
  });

  it('keeps the status of expected failures and hides the details of unexpected ones', () => {
    expect(toErrorPayload(AppError.notFound('Product not found'))).toEqual({ status: 404, message: 'Product not found' });
    expect(toErrorPayload(new RpcException({ status: 409, message: 'Taken' }))).toEqual({ status: 409, message: 'Taken' });
    expect(toErrorPayload({ code: '23505', detail: 'Key (slug)=(x) already exists.' })).toEqual({ status: 409, message: 'This already exists' });
    const unexpected = toErrorPayload(new Error('connection string postgres://secret@db'));
    expect(unexpected.status).toBe(500);
    expect(unexpected.message).not.toContain('secret');
  });
});

describe('HTTP-level errors', () => {
  it('keeps the status and message of framework 4xx errors (malformed JSON, rate limits)', () => {
    expect(toErrorPayload({ statusCode: 429, message: 'Too many attempts. Please wait 15 minute(s) and try again.' })).toEqual({
      status: 429,
      message: 'Too many attempts. Please wait 15 minute(s) and try again.',
    });
    expect(toErrorPayload({ statusCode: 500, message: 'internal detail' }).message).not.toContain('internal detail');
  });
});
