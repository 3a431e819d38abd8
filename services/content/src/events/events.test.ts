import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentRpc, type StudioEvent } from '@artshop/contracts';
import { CALLERS, ServiceTestbed } from '@artshop/testing';

// The Events manager's calls and the Events page's read, against content alone (ServiceTestbed).
// Who may call which route is the gateway's (tests/site-content.test.ts checks it there).
let content: ServiceTestbed<'content'>;

beforeAll(async () => {
  content = await ServiceTestbed.start('content', { env: { PUBLIC_URL: 'https://shop.example.com' } });
});

afterAll(async () => {
  await content?.close();
});

const OPENING = {
  title: 'Tidal: Opening Reception',
  description: 'Eleven new paintings, with a short talk at 7.',
  date: '2031-05-21',
  time: '6:00 PM - 9:00 PM',
  location: 'Tideline Gallery, 12 Commercial Street, Portland, ME',
  imageUrl: '/objects/uploads/opening.webp',
  registrationRequired: true,
  registrationUrl: 'https://tickets.example.org/tidal',
  isPublished: true,
};

const create = (event: Record<string, unknown>) => content.call(ContentRpc.createEvent, event as never, CALLERS.admin);
const titles = (events: StudioEvent[]) => events.map((event) => event.title);

describe('events', () => {
  it('saves an event with every field and shows it to visitors once published', async () => {
    const draft = await create({ ...OPENING, isPublished: false });
    expect(draft).toMatchObject({ ...OPENING, isPublished: false, id: expect.any(String) });
    expect(titles(await content.call(ContentRpc.listEvents, {}))).not.toContain(OPENING.title);
    expect(titles(await content.call(ContentRpc.listEvents, {}, CALLERS.admin))).toContain(OPENING.title);

    // The publish switch sends only isPublished; the rest stays.
    const published = await content.call(ContentRpc.updateEvent, { id: draft.id, isPublished: true }, CALLERS.admin);
    expect(published).toMatchObject({ ...OPENING, id: draft.id });
    expect(await content.call(ContentRpc.listEvents, {})).toContainEqual(published);
  });

  it('makes new events drafts and keeps optional fields empty', async () => {
    const bare = await create({ title: '  Studio sale  ', date: '2031-03-01' });
    expect(bare).toMatchObject({
      title: 'Studio sale',
      date: '2031-03-01',
      time: null,
      description: null,
      location: null,
      imageUrl: null,
      registrationRequired: false,
      registrationUrl: null,
      isPublished: false,
    });
  });

  it('says what is wrong under each field', async () => {
    const refusal = await content.refusal(
      ContentRpc.createEvent,
      { title: ' ', date: '2027-02-30', time: 'after lunch', imageUrl: 'http://example.com/a.jpg', registrationRequired: true } as never,
      CALLERS.admin,
    );
    expect(refusal).toMatchObject({
      status: 400,
      errors: {
        title: 'Title is required',
        date: 'Please enter a real date, like 2027-04-17',
        time: 'Time must be a time or a range, like 6:00 PM - 9:00 PM or 18:00-21:00',
        imageUrl: 'An image must be one uploaded to the shop (/objects/…) or a web address starting with https://',
        registrationUrl: 'Please add the link where people register',
      },
    });
    expect(await content.refusal(ContentRpc.createEvent, { title: 'Talk', date: '' } as never, CALLERS.admin)).toMatchObject({
      errors: { date: 'Date is required' },
    });
    expect(
      await content.refusal(ContentRpc.createEvent, { title: 'Talk', date: '2031-01-01', registrationUrl: 'javascript:alert(1)' } as never, CALLERS.admin),
    ).toMatchObject({ errors: { registrationUrl: 'The registration link must start with https:// (or / for a page of this site)' } });
    expect(titles(await content.call(ContentRpc.listEvents, {}, CALLERS.admin))).not.toContain('Talk');
  });

  it('checks an edit against the whole event: taking the link away from a registration is refused', async () => {
    const event = await create(OPENING);
    const refusal = await content.refusal(ContentRpc.updateEvent, { id: event.id, registrationUrl: '' }, CALLERS.admin);
    expect(refusal).toMatchObject({ status: 400, errors: { registrationUrl: 'Please add the link where people register' } });
    const edited = await content.call(
      ContentRpc.updateEvent,
      { id: event.id, registrationRequired: false, registrationUrl: '', time: '18:00-21:30' },
      CALLERS.admin,
    );
    expect(edited).toMatchObject({ registrationRequired: false, registrationUrl: null, time: '18:00-21:30', title: OPENING.title });
  });

  it('lists events soonest first: by day, then by starting hour, all-day ones first', async () => {
    const day = '2032-07-04';
    await create({ title: 'Evening talk', date: day, time: '7 PM', isPublished: true });
    await create({ title: 'Morning walk', date: day, time: '9:30 AM - 11 AM', isPublished: true });
    await create({ title: 'All-day fair', date: day, isPublished: true });
    await create({ title: 'Day before', date: '2032-07-03', time: '11 PM', isPublished: true });
    await create({ title: 'Day after', date: '2032-07-05', time: '8 AM', isPublished: true });
    const listed = titles(await content.call(ContentRpc.listEvents, {})).filter((title) =>
      ['Evening talk', 'Morning walk', 'All-day fair', 'Day before', 'Day after'].includes(title),
    );
    expect(listed).toEqual(['Day before', 'All-day fair', 'Morning walk', 'Evening talk', 'Day after']);
  });

  it('deletes an event; deleting it again is a 404', async () => {
    const event = await create({ title: 'Cancelled workshop', date: '2031-09-09', isPublished: true });
    expect(await content.call(ContentRpc.deleteEvent, { id: event.id }, CALLERS.admin)).toBeNull();
    expect(titles(await content.call(ContentRpc.listEvents, {}, CALLERS.admin))).not.toContain('Cancelled workshop');
    expect(await content.refusal(ContentRpc.deleteEvent, { id: event.id }, CALLERS.admin)).toMatchObject({ status: 404, message: 'Event not found' });
    expect(await content.refusal(ContentRpc.updateEvent, { id: event.id, title: 'Back' }, CALLERS.admin)).toMatchObject({ status: 404 });
  });

  it('answers a published event as a calendar file, and a draft to visitors as not found', async () => {
    const event = await create({ ...OPENING, title: 'Tidal, the last day; closing', registrationUrl: '/contact' });
    const file = await content.call(ContentRpc.downloadEventCalendar, { id: event.id });
    expect(file.contentType).toBe('text/calendar; charset=utf-8');
    expect(file.filename).toBe('tidal-the-last-day-closing-2031-05-21.ics');
    // Long lines are folded (a CRLF and a space every 75 octets); read them unfolded.
    const lines = file.body.replace(/\r\n /g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'BEGIN:VEVENT',
        `UID:${event.id}@events.art-shop`,
        'DTSTART:20310521T180000',
        'DTEND:20310521T210000',
        'SUMMARY:Tidal\\, the last day\\; closing',
        'LOCATION:Tideline Gallery\\, 12 Commercial Street\\, Portland\\, ME',
        // A path of the shop is made absolute with PUBLIC_URL.
        'URL:https://shop.example.com/contact',
        'END:VEVENT',
      ]),
    );
    expect(lines).toContain('DESCRIPTION:Eleven new paintings\\, with a short talk at 7.\\n\\nRegistration required: https://shop.example.com/contact');

    const draft = await create({ title: 'Secret preview', date: '2031-06-01' });
    expect(await content.refusal(ContentRpc.downloadEventCalendar, { id: draft.id })).toMatchObject({ status: 404, message: 'Event not found' });
    expect((await content.call(ContentRpc.downloadEventCalendar, { id: draft.id }, CALLERS.admin)).body).toContain('DTSTART;VALUE=DATE:20310601');
  });
});
