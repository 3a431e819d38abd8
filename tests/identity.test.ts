import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD_RESET_LINK_INVALID_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  PASSWORD_RESET_TOO_MANY_MESSAGE,
  REGISTRATION_LINK_INVALID_MESSAGE,
  REGISTRATION_SENT_MESSAGE,
} from '@artshop/contracts';
import { ApiClient, TestSystem, mailedLink, registerCustomer, registrationLink } from '@artshop/testing';

// Registering tells nobody who has an account here, and passwords people guess first are refused.
let system: TestSystem;
/** The artist's password as the tests leave it: ADMIN_PASSWORD until a test sets another. */
let artistPassword: string;

beforeAll(async () => {
  system = await TestSystem.start({ seed: false });
  artistPassword = system.admin.password;
});

afterAll(async () => {
  await system?.close();
});

const PASSWORD = 'violet otter lamp';
const visitor = () => new ApiClient(system.baseUrl);
const customer = (email: string, password = PASSWORD) => ({ email, password, firstName: 'Ann', lastName: 'Lee' });

async function mailsTo(email: string): Promise<Array<{ template: string; subject: string; text: string }>> {
  return system.query(`SELECT template, subject, text FROM messaging.outgoing_mail WHERE to_address = $1 ORDER BY created_at`, [email]);
}

async function passwordHash(email: string): Promise<string> {
  const [row] = await system.query<{ password_hash: string }>(`SELECT password_hash FROM identity.users WHERE email = $1`, [email]);
  return row!.password_hash;
}

describe('registering says nothing about who has an account', () => {
  it('answers a known and a new address alike, and mails each owner what fits', async () => {
    expect((await registerCustomer(system, visitor(), customer('known@example.com'))).status).toBe(201);
    const before = await passwordHash('known@example.com');

    const known = await visitor().post('/api/auth/register', customer('known@example.com', 'another long passphrase'));
    const fresh = await visitor().post('/api/auth/register', customer('fresh@example.com'));
    expect([known.status, fresh.status]).toEqual([202, 202]);
    expect(known.body).toEqual({ message: REGISTRATION_SENT_MESSAGE });
    expect(fresh.body).toEqual(known.body);
    expect(known.headers.get('set-cookie')).toBeNull();

    // The owner of the known address is told, and nothing about the account changes.
    const note = await system.eventually(
      async () => (await mailsTo('known@example.com')).find((mail) => mail.template === 'registration-existing-account'),
      'the note to the owner',
    );
    expect(note.subject).toMatch(/You already have/);
    expect(note.text).toContain(`${system.baseUrl}/login`);
    expect(note.text).not.toContain('token=');
    expect(await passwordHash('known@example.com')).toBe(before);
    // The new address gets the link; no account exists until it is opened.
    const link = await registrationLink(system, 'fresh@example.com');
    expect(link.startsWith(`${system.baseUrl}/register/confirm?token=`)).toBe(true);
    expect(await system.query(`SELECT 1 FROM identity.users WHERE email = 'fresh@example.com'`)).toHaveLength(0);
    expect((await visitor().post('/api/auth/login', { email: 'fresh@example.com', password: PASSWORD })).status).toBe(401);
  });

  it('the mailed link creates the account once, signs that browser in and sends the welcome', async () => {
    const browser = visitor();
    expect((await browser.post('/api/auth/register', customer('linked@example.com'))).status).toBe(202);
    const token = new URL(await registrationLink(system, 'linked@example.com')).searchParams.get('token');
    expect(await system.query(`SELECT 1 FROM identity.pending_registrations WHERE token_hash = $1`, [token])).toHaveLength(0); // only its hash is kept

    const confirmed = await browser.post('/api/auth/register/confirm', { token });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({ email: 'linked@example.com', firstName: 'Ann', role: 'user' });
    expect((await browser.get('/api/auth/user')).body.email).toBe('linked@example.com');
    await system.eventually(async () => (await mailsTo('linked@example.com')).some((mail) => mail.template === 'welcome'), 'the welcome mail');

    const again = await visitor().post('/api/auth/register/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(REGISTRATION_LINK_INVALID_MESSAGE);
    expect(await system.query(`SELECT 1 FROM identity.users WHERE email = 'linked@example.com'`)).toHaveLength(1);
  });

  it('an expired, unknown or malformed link creates nothing', async () => {
    expect((await visitor().post('/api/auth/register', customer('late@example.com'))).status).toBe(202);
    const token = new URL(await registrationLink(system, 'late@example.com')).searchParams.get('token');
    await system.query(`UPDATE identity.pending_registrations SET expires_at = now() - interval '1 minute' WHERE email = 'late@example.com'`);
    for (const body of [{ token }, { token: 'x'.repeat(43) }, { token: 'short' }, {}]) {
      const answer = await visitor().post('/api/auth/register/confirm', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe(REGISTRATION_LINK_INVALID_MESSAGE);
    }
    expect(await system.query(`SELECT 1 FROM identity.users WHERE email = 'late@example.com'`)).toHaveLength(0);
  });

  it('only the newest link works, and an address gets at most 3 registration mails an hour', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await visitor().post('/api/auth/register', customer('flooded@example.com'));
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ message: REGISTRATION_SENT_MESSAGE });
    }
    await system.eventually(async () => (await mailsTo('flooded@example.com')).length === 3, 'three mails');
    await new Promise((wait) => setTimeout(wait, 500));
    const mails = await mailsTo('flooded@example.com');
    expect(mails).toHaveLength(3);
    const tokens = mails.map((mail) => /token=([\w-]+)/.exec(mail.text)![1]);
    expect((await visitor().post('/api/auth/register/confirm', { token: tokens[0] })).status).toBe(400);
    expect((await visitor().post('/api/auth/register/confirm', { token: tokens[2] })).status).toBe(201);
  });
});

describe('guessable passwords are refused, saying why', () => {
  const weak: Array<[string, RegExp]> = [
    ['password', /heavily used password/],
    ['password123', /commonly used password/],
    ['weak.pass@example.com', /personal/],
    ['Ann123456', /similar to a commonly used password|too easy/],
  ];

  it('at registration: a 400 under the password field, and no mail, no account', async () => {
    for (const [password, reason] of weak) {
      const answer = await visitor().post('/api/auth/register', { ...customer('weak.pass@example.com', password), firstName: 'Ann' });
      expect(answer.status, password).toBe(400);
      expect(answer.body.errors.password, password).toMatch(reason);
      expect(answer.body.message).toBe(answer.body.errors.password);
    }
    expect(await mailsTo('weak.pass@example.com')).toHaveLength(0);
    expect((await visitor().post('/api/auth/register', customer('weak.pass@example.com', 'correct horse battery'))).status).toBe(202);
  });

  it('at a password change: a 400 under the new password, and the old one still works', async () => {
    const api = visitor();
    expect((await registerCustomer(system, api, customer('changer@example.com'))).status).toBe(201);
    for (const [password, reason] of [
      ['password123', /commonly used/],
      ['changer@example.com', /personal/],
    ] as const) {
      const answer = await api.post('/api/auth/password', { currentPassword: PASSWORD, newPassword: password });
      expect(answer.status, password).toBe(400);
      expect(answer.body.errors.newPassword, password).toMatch(reason);
    }
    expect((await visitor().post('/api/auth/login', { email: 'changer@example.com', password: PASSWORD })).status).toBe(200);
    expect((await api.post('/api/auth/password', { currentPassword: PASSWORD, newPassword: 'amber heron cliff walk' })).status).toBe(204);
    expect((await visitor().post('/api/auth/login', { email: 'changer@example.com', password: 'amber heron cliff walk' })).status).toBe(200);
  });
});

describe('a forgotten password', () => {
  const resetToken = async (email: string, after?: Date) =>
    new URL(await mailedLink(system, email, 'password-reset', '/reset-password', after)).searchParams.get('token');

  it('answers a known and an unknown address alike, and mails a link to the owner only', async () => {
    expect((await registerCustomer(system, visitor(), customer('forgetful@example.com'))).status).toBe(201);
    const known = await visitor().post('/api/auth/password/forgot', { email: 'Forgetful@example.com' });
    const unknown = await visitor().post('/api/auth/password/forgot', { email: 'nobody.here@example.com' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.body).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
    expect(unknown.body).toEqual(known.body);

    const link = await mailedLink(system, 'forgetful@example.com', 'password-reset', '/reset-password');
    expect(link.startsWith(`${system.baseUrl}/reset-password?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token');
    // Only the token's hash is kept.
    expect(await system.query(`SELECT 1 FROM identity.password_resets WHERE token_hash = $1`, [token])).toHaveLength(0);
    expect(await mailsTo('nobody.here@example.com')).toHaveLength(0);
    expect(await system.query(`SELECT 1 FROM identity.users WHERE email = 'nobody.here@example.com'`)).toHaveLength(0);
  });

  it('the link sets a strong new password once: the old one and every other session stop working, and the owner is told', async () => {
    const phone = visitor();
    expect((await registerCustomer(system, phone, customer('reset.ann@example.com'))).status).toBe(201);
    const laptop = visitor();
    expect((await laptop.post('/api/auth/login', { email: 'reset.ann@example.com', password: PASSWORD })).status).toBe(200);
    expect((await visitor().post('/api/auth/password/forgot', { email: 'reset.ann@example.com' })).status).toBe(202);
    const token = await resetToken('reset.ann@example.com');

    const browser = visitor();
    const weak = await browser.post('/api/auth/password/reset', { token, password: 'reset.ann@example.com' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toMatch(/personal/);
    expect(weak.body.message).toBe(weak.body.errors.password);
    expect((await visitor().post('/api/auth/login', { email: 'reset.ann@example.com', password: PASSWORD })).status).toBe(200);

    const reset = await browser.post('/api/auth/password/reset', { token, password: 'amber heron cliff walk' });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body).toMatchObject({ email: 'reset.ann@example.com', role: 'user' });
    expect((await browser.get('/api/auth/user')).body.email).toBe('reset.ann@example.com');
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await visitor().post('/api/auth/login', { email: 'reset.ann@example.com', password: PASSWORD })).status).toBe(401);
    expect((await visitor().post('/api/auth/login', { email: 'reset.ann@example.com', password: 'amber heron cliff walk' })).status).toBe(200);

    const again = await visitor().post('/api/auth/password/reset', { token, password: 'another long passphrase' });
    expect([again.status, again.body.message]).toEqual([400, PASSWORD_RESET_LINK_INVALID_MESSAGE]);
    const notice = await system.eventually(
      async () => (await mailsTo('reset.ann@example.com')).find((mail) => mail.template === 'password-changed'),
      'the password-changed notice',
    );
    expect(notice.text).toContain(`${system.baseUrl}/forgot-password`);
  });

  it('an expired, unknown or malformed link changes nothing', async () => {
    expect((await registerCustomer(system, visitor(), customer('reset.late@example.com'))).status).toBe(201);
    expect((await visitor().post('/api/auth/password/forgot', { email: 'reset.late@example.com' })).status).toBe(202);
    const token = await resetToken('reset.late@example.com');
    await system.query(
      `UPDATE identity.password_resets SET expires_at = now() - interval '1 minute' WHERE user_id = (SELECT id FROM identity.users WHERE email = 'reset.late@example.com')`,
    );
    const before = await passwordHash('reset.late@example.com');
    for (const body of [{ token }, { token: 'x'.repeat(43) }, { token: 'short' }]) {
      const answer = await visitor().post('/api/auth/password/reset', { ...body, password: 'amber heron cliff walk' });
      expect([answer.status, answer.body.message], JSON.stringify(body)).toEqual([400, PASSWORD_RESET_LINK_INVALID_MESSAGE]);
    }
    expect(await passwordHash('reset.late@example.com')).toBe(before);
  });

  it(`mails an address at most 3 links an hour, then answers 429 saying why, for known and unknown addresses alike`, async () => {
    expect((await registerCustomer(system, visitor(), customer('reset.flood@example.com'))).status).toBe(201);
    for (const email of ['reset.flood@example.com', 'reset.nobody@example.com']) {
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await visitor().post('/api/auth/password/forgot', { email })).status).toBe(202);
      const limited = await visitor().post('/api/auth/password/forgot', { email });
      expect([limited.status, limited.body.message], email).toEqual([429, PASSWORD_RESET_TOO_MANY_MESSAGE]);
    }
    await system.eventually(
      async () => (await mailsTo('reset.flood@example.com')).filter((mail) => mail.template === 'password-reset').length === 3,
      'three links',
    );
  });

  it('lets the artist set a new password the same way', async () => {
    const started = new Date(Date.now() - 1000);
    expect((await visitor().post('/api/auth/password/forgot', { email: system.admin.email })).status).toBe(202);
    const artist = visitor();
    const reset = await artist.post('/api/auth/password/reset', {
      token: await resetToken(system.admin.email, started),
      password: 'quiet harbour ink morning',
    });
    expect([reset.status, reset.body.role]).toEqual([200, 'admin']);
    artistPassword = 'quiet harbour ink morning';
    expect((await artist.get('/api/dashboard/stats')).status).toBe(200);
    expect((await visitor().post('/api/auth/login', { email: system.admin.email, password: system.admin.password })).status).toBe(401);
  });
});

describe('a session', () => {
  it('is not written on every request, and a visit after a day starts its 30 days again', async () => {
    const api = visitor();
    expect((await registerCustomer(system, api, customer('returning@example.com'))).status).toBe(201);
    const stored = async () =>
      // xmin: the row's version, which every write of it changes.
      (
        await system.query<{ sid: string; expire: Date; version: string }>(
          `SELECT sid, expire, xmin::text AS version FROM identity.sessions WHERE sess->>'userId' IS NOT NULL ORDER BY expire DESC LIMIT 1`,
        )
      )[0]!;
    // Written at sign-in, and not again by the visits after it.
    const first = await stored();
    for (let visit = 0; visit < 3; visit += 1) expect((await api.get('/api/auth/user')).status).toBe(200);
    expect(await stored()).toEqual(first);

    // Last renewed 20 days ago: the next visit gives the session (and its cookie) 30 days from now.
    await system.query(
      `UPDATE identity.sessions SET expire = now() + interval '10 days',
              sess = jsonb_set(sess::jsonb, '{renewedAt}', to_jsonb(floor(extract(epoch FROM now() - interval '20 days') * 1000)))::json
        WHERE sid = $1`,
      [first.sid],
    );
    const renewed = await api.get('/api/auth/user');
    expect(renewed.status).toBe(200);
    const cookie = renewed.headers.getSetCookie().find((value) => value.startsWith('artshop.sid='));
    expect(cookie).toBeDefined();
    const cookieExpiry = new Date(/Expires=([^;]+)/.exec(cookie!)![1]!).getTime();
    expect(cookieExpiry).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    expect((await stored()).expire.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });
});

describe('the administrator’s account', () => {
  it('keeps the password the artist set when the gateway starts again: ADMIN_PASSWORD made the first one only', async () => {
    const artist = visitor();
    expect((await artist.post('/api/auth/login', { email: system.admin.email, password: artistPassword })).status).toBe(200);
    const chosen = 'quiet studio north window';
    expect((await artist.post('/api/auth/password', { currentPassword: artistPassword, newPassword: chosen })).status).toBe(204);

    await system.part('gateway').stop();
    await system.part('gateway').start();
    expect((await visitor().post('/api/auth/login', { email: system.admin.email, password: chosen })).status).toBe(200);
    expect((await visitor().post('/api/auth/login', system.admin)).status).toBe(401);
  });
});

describe('where a customer is signed in', () => {
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
  const signInFrom = async (email: string, userAgent: string) => {
    const device = visitor();
    expect((await device.request('POST', '/api/auth/login', { email, password: PASSWORD }, { 'user-agent': userAgent })).status).toBe(200);
    return device;
  };
  const isSignedIn = async (device: ApiClient) => (await device.get('/api/auth/user')).status === 200;

  it('lists each device, ends one or every other, and never shows or ends another customer’s', async () => {
    const laptop = visitor();
    expect((await registerCustomer(system, laptop, customer('two.devices@example.com'))).status).toBe(201);
    const phone = await signInFrom('two.devices@example.com', IPHONE);
    const stranger = visitor();
    expect((await registerCustomer(system, stranger, customer('stranger@example.com'))).status).toBe(201);

    const listed = await laptop.get('/api/auth/sessions');
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(2);
    expect(listed.body[0]).toMatchObject({ current: true });
    const phoneSession = listed.body[1];
    expect(phoneSession).toMatchObject({ device: 'Safari on iPhone', current: false });
    expect(Date.parse(phoneSession.signedInAt)).toBeGreaterThan(Date.now() - 60_000);
    // The list names sessions without giving away what their cookies hold.
    const sids = (await system.query<{ sid: string }>(`SELECT sid FROM identity.sessions`)).map((row) => row.sid);
    for (const session of listed.body) expect(sids).not.toContain(session.id);

    // Another customer sees only their own, and cannot end this one's.
    const theirs = await stranger.get('/api/auth/sessions');
    expect(theirs.body).toHaveLength(1);
    expect(theirs.body[0]).toMatchObject({ current: true });
    const refused = await stranger.request('DELETE', `/api/auth/sessions/${phoneSession.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('This session has already ended.');
    expect((await stranger.post('/api/auth/sessions/sign-out-others', {})).status).toBe(204);
    expect(await isSignedIn(phone)).toBe(true);
    expect((await laptop.request('DELETE', '/api/auth/sessions/not-a-session')).status).toBe(400);
    expect((await visitor().get('/api/auth/sessions')).status).toBe(401);

    // One device signed out from another.
    expect((await laptop.request('DELETE', `/api/auth/sessions/${phoneSession.id}`)).status).toBe(204);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    expect((await laptop.request('DELETE', `/api/auth/sessions/${phoneSession.id}`)).status).toBe(404);

    // Every other device at once; this one stays, and so does the other customer.
    const others = [await signInFrom('two.devices@example.com', IPHONE), await signInFrom('two.devices@example.com', WINDOWS)];
    expect(
      (await laptop.get('/api/auth/sessions')).body
        .map((session: { device: string }) => session.device)
        .slice(1)
        .sort(),
    ).toEqual(['Chrome on Windows', 'Safari on iPhone']);
    expect((await laptop.post('/api/auth/sessions/sign-out-others', {})).status).toBe(204);
    for (const device of others) expect(await isSignedIn(device)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(stranger)).toBe(true);
    expect((await laptop.get('/api/auth/sessions')).body).toHaveLength(1);
  });
});
