import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, TestSystem, registerCustomer, type ApiAnswer } from '@artshop/testing';

// Failed sign-ins are limited per account and client, per client across accounts and per account
// across clients, in Redis; successes never count. Small limits here; clients are told apart by
// X-Forwarded-For, as behind the Ingress.
const PER_ACCOUNT_AND_CLIENT = 3;
const WINDOW_SECONDS = 10;
const PER_CLIENT = 5;
const PER_ACCOUNT = 6;
const PASSWORD = 'correct horse battery';

let system: TestSystem;

beforeAll(async () => {
  system = await TestSystem.start({
    env: {
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT: String(PER_ACCOUNT_AND_CLIENT),
      LOGIN_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
      LOGIN_CLIENT_RATE_LIMIT: String(PER_CLIENT),
      LOGIN_ACCOUNT_RATE_LIMIT: String(PER_ACCOUNT),
    },
  });
});

afterAll(async () => {
  await system?.close();
});

async function customer(email: string): Promise<ApiClient> {
  const api = new ApiClient(system.baseUrl);
  const registered = await registerCustomer(system, api, { email, password: PASSWORD, firstName: 'Ann', lastName: 'Lee' });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return api;
}

function signIn(email: string, password: string, client: string) {
  return new ApiClient(system.baseUrl).request('POST', '/api/auth/login', { email, password }, { 'x-forwarded-for': client });
}

function expectRefused(answer: ApiAnswer, maxSeconds: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(answer.body.message).toBe(`Too many failed sign-in attempts. Please wait ${Math.ceil(retryAfter / 60)} minute(s) and try again.`);
  return retryAfter;
}

describe('login limits', () => {
  it('never refuses the right password for signing in often', async () => {
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const answer = await signIn(system.admin.email, system.admin.password, '10.0.1.1');
      expect(answer.status, `sign-in ${attempt}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
  });

  it('after repeated failures on one account, refuses that client even the right password until the window ends', async () => {
    await customer('locked@example.com');
    for (let attempt = 1; attempt <= PER_ACCOUNT_AND_CLIENT; attempt += 1) {
      expect((await signIn('locked@example.com', 'not the password', '10.0.2.1')).status).toBe(401);
    }
    const refused = await signIn('locked@example.com', PASSWORD, '10.0.2.1');
    const retryAfter = expectRefused(refused, WINDOW_SECONDS);
    expect(refused.body.message).toBe('Too many failed sign-in attempts. Please wait 1 minute(s) and try again.');
    // The owner, from another browser, is not locked out by someone else's guesses.
    expect((await signIn('locked@example.com', PASSWORD, '10.0.2.2')).status).toBe(200);
    expect((await signIn('locked@example.com', PASSWORD, '10.0.2.1')).status).toBe(429);

    await new Promise((wait) => setTimeout(wait, retryAfter * 1000 + 200));
    expect((await signIn('locked@example.com', PASSWORD, '10.0.2.1')).status).toBe(200);
  });

  it('slows one client trying many e-mails (credential stuffing)', async () => {
    for (let attempt = 1; attempt <= PER_CLIENT; attempt += 1) {
      expect((await signIn(`stuffed-${attempt}@example.com`, 'a leaked password', '10.0.3.1')).status).toBe(401);
    }
    expectRefused(await signIn('stuffed-next@example.com', 'a leaked password', '10.0.3.1'), 3600);
    expectRefused(await signIn(system.admin.email, system.admin.password, '10.0.3.1'), 3600);
    expect((await signIn(system.admin.email, system.admin.password, '10.0.3.2')).status, 'other clients are not concerned').toBe(200);
  });

  it('slows guesses at one account spread over many clients', async () => {
    await customer('spread@example.com');
    for (let attempt = 1; attempt <= PER_ACCOUNT; attempt += 1) {
      expect((await signIn('spread@example.com', 'not the password', `10.0.4.${attempt}`)).status).toBe(401);
    }
    // A new client's guess is counted and refused: one guess per client while the account is over its limit.
    expectRefused(await signIn('spread@example.com', 'another guess', '10.0.4.100'), 3600);
    expectRefused(await signIn('spread@example.com', 'yet another', '10.0.4.100'), 3600);
    expect((await signIn(system.admin.email, system.admin.password, '10.0.4.100')).status, 'other accounts are not concerned').toBe(200);
  });

  it('lets the owner in with the right password from a clean client while the account is under attack, and keeps the guessers out', async () => {
    await customer('besieged@example.com');
    // More guesses than the account's limit, each from a client of its own.
    for (let attempt = 1; attempt <= PER_ACCOUNT + 2; attempt += 1) {
      const answer = await signIn('besieged@example.com', 'not the password', `10.0.8.${attempt}`);
      expect(answer.status, `guess ${attempt}`).toBe(attempt <= PER_ACCOUNT ? 401 : 429);
    }
    // The owner, from a browser that has not failed: the password is checked and lets them in.
    expect((await signIn('besieged@example.com', PASSWORD, '10.0.8.200')).status).toBe(200);

    // The guessing goes on after that: a client that failed stays refused even with the right
    // password, and a new client's wrong guess is counted and refused, after which it is refused too.
    for (let attempt = 1; attempt <= PER_ACCOUNT; attempt += 1) {
      expect((await signIn('besieged@example.com', 'not the password', `10.0.9.${attempt}`)).status).toBe(401);
    }
    expectRefused(await signIn('besieged@example.com', PASSWORD, '10.0.9.1'), 3600);
    expectRefused(await signIn('besieged@example.com', 'still not it', '10.0.9.100'), 3600);
    expectRefused(await signIn('besieged@example.com', PASSWORD, '10.0.9.100'), 3600);
    // The owner's own browser, which got in before, still does.
    expect((await signIn('besieged@example.com', PASSWORD, '10.0.8.200')).status).toBe(200);
  });

  it('a successful sign-in clears the account’s count', async () => {
    await customer('cleared@example.com');
    for (let attempt = 1; attempt < PER_ACCOUNT; attempt += 1) {
      expect((await signIn('cleared@example.com', 'not the password', `10.0.5.${attempt}`)).status).toBe(401);
    }
    expect((await signIn('cleared@example.com', PASSWORD, '10.0.5.50')).status).toBe(200);
    for (let attempt = 1; attempt < PER_ACCOUNT; attempt += 1) {
      expect((await signIn('cleared@example.com', 'not the password', `10.0.5.${100 + attempt}`)).status, `failure ${attempt} after the success`).toBe(401);
    }
    expect((await signIn('cleared@example.com', PASSWORD, '10.0.5.200')).status).toBe(200);
  });

  it('counts a wrong current password at a password change as a failed guess at the account', async () => {
    const api = await customer('changing@example.com');
    const change = (currentPassword: string) =>
      api.request('POST', '/api/auth/password', { currentPassword, newPassword: 'a brand new secret' }, { 'x-forwarded-for': '10.0.6.1' });
    for (let attempt = 1; attempt <= PER_ACCOUNT_AND_CLIENT; attempt += 1) {
      const wrong = await change('not it');
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Current password is incorrect');
    }
    expectRefused(await change(PASSWORD), WINDOW_SECONDS);
    expectRefused(await signIn('changing@example.com', PASSWORD, '10.0.6.1'), WINDOW_SECONDS);
    expect((await signIn('changing@example.com', PASSWORD, '10.0.6.2')).status).toBe(200);
  });

  it('signs people in while Redis is away, and says so in the log', async () => {
    await system.redis.stop();
    try {
      expect((await signIn(system.admin.email, system.admin.password, '10.0.7.1')).status).toBe(200);
      expect((await signIn(system.admin.email, 'not the password', '10.0.7.1')).status).toBe(401);
      expect(system.logs('gateway')).toContain('login limits: could not');
    } finally {
      await system.redis.start();
    }
  });
});
