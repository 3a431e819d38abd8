import { describe, expect, it } from 'vitest';
import { RpcException } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { registerSchema } from '@artshop/contracts';
import { AppError, ReplicaStopping, parseInput, toErrorPayload } from './errors.js';

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

describe('failures a caller may try again', () => {
  it('says a call turned away by a stopping replica was not run', () => {
    expect(toErrorPayload(new ReplicaStopping())).toEqual({ status: 503, message: expect.stringContaining('was not run'), notRun: true });
  });

  it('answers 503 asking to try again when PostgreSQL is away or dropped the connection, and 500 for a failed query', () => {
    const away = [
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('query failed'), { driverError: { code: '08006', message: 'connection failure' } }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('read ECONNRESET'),
      new Error('write EPIPE'),
      new Error('Client was closed and is not queryable'),
      Object.assign(new Error('database "shop" is not currently accepting connections'), { code: '55000' }),
      Object.assign(new Error('Query runner already released. Cannot run queries anymore.'), { name: 'QueryRunnerAlreadyReleasedError' }),
    ];
    for (const error of away) expect(toErrorPayload(error)).toMatchObject({ status: 503, message: expect.stringContaining('try again') });
    expect(toErrorPayload(Object.assign(new Error('division by zero'), { code: '22012' }))).toMatchObject({ status: 500 });
  });

  it('answers 503 for a transaction whose connection PostgreSQL terminated between two of its queries', async () => {
    // As in an outage: a payment's transaction holds its connection while it calls catalog, and PostgreSQL drops it meanwhile.
    const dataSource = await new DataSource({ type: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/postgres', poolSize: 2 }).initialize();
    try {
      const failure = await dataSource
        .transaction(async (manager) => {
          const [{ pid }] = await manager.query('SELECT pg_backend_pid() AS pid');
          await dataSource.query('SELECT pg_terminate_backend($1)', [pid]);
          await new Promise((dropped) => setTimeout(dropped, 100));
          await manager.query('SELECT 1');
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failure).toBeDefined();
      expect(toErrorPayload(failure)).toMatchObject({ status: 503, message: expect.stringContaining('try again') });
    } finally {
      await dataSource.destroy();
    }
  });
});
