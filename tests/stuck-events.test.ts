import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StuckEventView } from '@artshop/contracts';
import { ApiClient, TestSystem, eventually, registerCustomer } from '@artshop/testing';

/*
 * An event a service keeps failing to handle, through the whole shop: the content service cannot
 * record what it handles for a while (a trigger stands in for a broken table), a customer deletes
 * their account, and the artist sees content's user.deleted in the back office's list of stuck events
 * (the threshold is 0 here, ten minutes in a shop) until the trouble is fixed and they retry it.
 */
let system: TestSystem;
let admin: ApiClient;

const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  system = await TestSystem.start({ env: { EVENTS_STUCK_AFTER_SECONDS: '0' } });
  admin = new ApiClient(system.baseUrl);
  expect((await admin.post('/api/auth/login', system.admin)).status).toBe(200);
});

afterAll(async () => {
  await system?.close();
});

describe('stuck events in the back office', () => {
  it('are listed for the admin only, and retrying one delivers it once its service can handle it', async () => {
    const visitor = new ApiClient(system.baseUrl);
    const customer = new ApiClient(system.baseUrl);
    expect((await registerCustomer(system, customer, { email: 'staying@example.com', password: PASSWORD, firstName: 'Stan', lastName: 'Ding' })).status).toBe(
      201,
    );
    const leaving = new ApiClient(system.baseUrl);
    expect((await registerCustomer(system, leaving, { email: 'leaving@example.com', password: PASSWORD, firstName: 'Lea', lastName: 'Ving' })).status).toBe(
      201,
    );
    expect((await visitor.get('/api/dashboard/stuck-events')).status).toBe(401);
    expect((await customer.get('/api/dashboard/stuck-events')).status).toBe(403);
    const [user] = await system.query<{ id: string }>(`SELECT id FROM identity.users WHERE email = 'leaving@example.com'`);

    await system.query(`
      CREATE FUNCTION content.refuse_handling() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the art wall tables are being repaired'; END $$`);
    await system.query(`CREATE TRIGGER refuse_handling BEFORE INSERT ON content.handled_events FOR EACH ROW EXECUTE FUNCTION content.refuse_handling()`);
    expect((await leaving.post('/api/account/delete', { currentPassword: PASSWORD })).status).toBe(204);

    // Listed from its first failure (the threshold is 0); looked at after a few, when the next try is seconds away.
    const stuck = await eventually(
      async () => {
        const answer = await admin.get('/api/dashboard/stuck-events');
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const listed = (answer.body as StuckEventView[]).find((event) => event.service === 'content' && event.type === 'user.deleted');
        return listed && listed.attempts >= 3 ? listed : undefined;
      },
      "content's user.deleted listed as stuck",
      20_000,
    );
    expect(stuck.lastError).toContain('the art wall tables are being repaired');
    expect(Date.parse(stuck.firstFailedAt)).not.toBeNaN();
    const [event] = await system.query<{ id: string }>(`SELECT id FROM identity.outbox_events WHERE type = 'user.deleted' AND data->>'userId' = $1`, [
      user!.id,
    ]);
    expect(stuck.eventId).toBe(event!.id);
    // The other services handled it.
    expect(await system.query(`SELECT 1 FROM catalog.handled_events WHERE event_id = $1`, [event!.id])).toHaveLength(1);

    const retryPath = `/api/dashboard/stuck-events/content/${stuck.eventId}/retry`;
    expect((await visitor.post(retryPath, {})).status).toBe(401);
    expect((await customer.post(retryPath, {})).status).toBe(403);
    expect((await admin.post('/api/dashboard/stuck-events/nowhere/not-an-id/retry', {})).status).toBe(400);

    await system.query(`DROP TRIGGER refuse_handling ON content.handled_events`);
    const retried = await admin.post(retryPath, {});
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    // The retry waits for the delivery: the list it answers no longer has the event.
    expect((retried.body as StuckEventView[]).map((listed) => listed.eventId)).not.toContain(event!.id);
    await eventually(
      async () => ((await system.query(`SELECT 1 FROM content.handled_events WHERE event_id = $1`, [event!.id])).length ? true : undefined),
      'the event handled by content after the retry',
      20_000,
    );
    await eventually(
      async () => {
        const answer = await admin.get('/api/dashboard/stuck-events');
        return (answer.body as StuckEventView[]).some((listed) => listed.eventId === event!.id) ? undefined : true;
      },
      'the event gone from the list',
      20_000,
    );
    expect((await admin.post(retryPath, {})).status, 'nothing left to retry').toBe(404);
  });
});
