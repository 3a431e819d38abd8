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
