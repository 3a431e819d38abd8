import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessagingRpc } from '@artshop/contracts';
import { CALLERS, ServiceTestbed } from '@artshop/testing';

const ARTIST_EMAIL = 'artist@studio.example';
let messaging: ServiceTestbed<'messaging'>;

beforeAll(async () => {
  messaging = await ServiceTestbed.start('messaging', { env: { ARTIST_EMAIL } });
});

afterAll(async () => {
  await messaging?.close();
});

const message = { name: 'Ann Reader', email: 'ann@example.com', subject: 'A commission', message: 'Could you paint our harbour?' };

describe('the contact form', () => {
  it('keeps the message and the artist’s notification mail together, with no event hop between them', async () => {
    expect(await messaging.call(MessagingRpc.sendContactMessage, message)).toEqual({ message: 'Thank you! Your message has been sent.' });
    const [stored] = await messaging.query<{ id: string; is_read: boolean }>(`SELECT id, is_read FROM messages WHERE subject = 'A commission'`);
    expect(stored?.is_read).toBe(false);
    // Written in the transaction that kept the message: there the moment the call answers.
    const mails = await messaging.query<{ to_address: string; reply_to: string; template: string }>(
      `SELECT to_address, reply_to, template FROM outgoing_mail WHERE message_id = $1`,
      [stored!.id],
    );
    expect(mails).toEqual([{ to_address: ARTIST_EMAIL, reply_to: 'ann@example.com', template: 'contact-message' }]);
    const {
      messages: [inbox],
    } = await messaging.call(MessagingRpc.listMessages, {}, CALLERS.admin);
    expect(inbox).toMatchObject({ id: stored!.id, name: 'Ann Reader', kind: 'contact' });
  });

  it('answers a robot like a person and keeps nothing', async () => {
    const before = await messaging.query('SELECT id FROM messages');
    expect(await messaging.call(MessagingRpc.sendContactMessage, { website: 'http://cheap.example' })).toEqual({
      message: 'Thank you! Your message has been sent.',
    });
    expect(await messaging.query('SELECT id FROM messages')).toHaveLength(before.length);
  });

  it('refuses a message without an e-mail address with the form’s message', async () => {
    const refusal = await messaging.refusal(MessagingRpc.sendContactMessage, { ...message, email: '' });
    expect(refusal.status).toBe(400);
    expect(refusal.errors?.email).toBeTruthy();
  });
});

describe("a message's thread", () => {
  it('shows every reply the artist sent, oldest first, with what became of its mail', async () => {
    await messaging.call(MessagingRpc.sendContactMessage, { ...message, subject: 'Framing' });
    const [{ id }] = (await messaging.query<{ id: string }>(`SELECT id FROM messages WHERE subject = 'Framing'`)) as [{ id: string }];
    expect(await messaging.call(MessagingRpc.listMessageReplies, { id }, CALLERS.admin)).toEqual([]);

    await messaging.call(MessagingRpc.replyToMessage, { id, body: 'Oak or black, both fine.' }, CALLERS.admin);
    const second = await messaging.call(MessagingRpc.replyToMessage, { id, subject: 'Your frame', body: 'It ships Monday.' }, CALLERS.admin);
    // The second reply's mail did not go out: the thread says so.
    await messaging.query(`UPDATE outgoing_mail SET status = 'failed' WHERE id = $1`, [second.id]);

    const thread = await messaging.call(MessagingRpc.listMessageReplies, { id }, CALLERS.admin);
    expect(thread).toEqual([
      {
        id: expect.any(String),
        subject: 'Re: Framing',
        body: 'Oak or black, both fine.',
        createdAt: expect.any(String),
        status: expect.stringMatching(/^(queued|sent)$/),
      },
      { id: expect.any(String), subject: 'Your frame', body: 'It ships Monday.', createdAt: expect.any(String), status: 'failed' },
    ]);
    expect(Date.parse(thread[0]!.createdAt)).toBeLessThanOrEqual(Date.parse(thread[1]!.createdAt));
    // Each reply is kept with the mail that carries it, written together.
    expect(
      await messaging.query(
        `SELECT count(*)::int AS n FROM message_replies r JOIN outgoing_mail m ON m.id = r.mail_id WHERE m.template = 'reply' AND r.message_id = $1`,
        [id],
      ),
    ).toEqual([{ n: 2 }]);

    await messaging.call(MessagingRpc.deleteMessage, { id }, CALLERS.admin);
    expect(await messaging.query(`SELECT id FROM message_replies WHERE message_id = $1`, [id])).toEqual([]);
  });

  it('answers 404 for an unknown message and refuses an empty reply, keeping nothing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await messaging.refusal(MessagingRpc.listMessageReplies, { id: unknown }, CALLERS.admin)).message).toBe('Message not found');
    expect((await messaging.refusal(MessagingRpc.replyToMessage, { id: unknown, body: 'Hello' }, CALLERS.admin)).status).toBe(404);
    const before = await messaging.query('SELECT id FROM message_replies');
    expect((await messaging.refusal(MessagingRpc.replyToMessage, { id: unknown, body: ' ' }, CALLERS.admin)).status).toBe(400);
    expect(await messaging.query('SELECT id FROM message_replies')).toHaveLength(before.length);
  });
});
