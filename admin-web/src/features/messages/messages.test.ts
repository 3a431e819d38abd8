import { describe, expect, it } from 'vitest';
import { BUDGETS, PROJECT_TYPES, type InboxMessage } from '@artshop/contracts';
import { emptyListText, inboxParams, inboxViewOf, linkedMessageStep, previewText, readInInbox, replySubject, shownText, subjectOf, telHref } from './messages';

const contact: InboxMessage = {
  kind: 'contact',
  id: 'm1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  subject: null,
  message: 'Hello',
  isRead: false,
  isArchived: false,
  createdAt: '2025-01-02T10:00:00.000Z',
  archivedAt: null,
  repliedAt: null,
};
const corporate: InboxMessage = {
  ...contact,
  kind: 'corporate',
  message: '',
  company: 'Acme Hotels',
  projectType: PROJECT_TYPES[0],
  budget: BUDGETS[1],
  pieces: null,
  style: [],
  location: null,
  timeline: null,
  consent: true,
  source: null,
};

describe('a message in the list', () => {
  it('previews the first 60 characters on one line, with an ellipsis when there was more', () => {
    expect(previewText({ ...contact, message: 'Two\n\nlines' })).toBe('Two lines');
    expect(previewText({ ...contact, message: 'x'.repeat(61) })).toBe(`${'x'.repeat(60)}…`);
  });

  it('previews an inquiry without text by its project and budget', () => {
    expect(previewText(corporate)).toBe(`${PROJECT_TYPES[0]} · $5,000–$15,000`);
  });

  it("shows 'No subject' for a blank subject", () => {
    expect(subjectOf({ ...contact, subject: '  ' })).toBe('No subject');
    expect(subjectOf({ ...contact, subject: 'Commission' })).toBe('Commission');
  });

  it("answers with 'Re: …' once, and an inquiry with its company", () => {
    expect(replySubject({ ...contact, subject: 'Commission' })).toBe('Re: Commission');
    expect(replySubject({ ...contact, subject: 'RE: Commission' })).toBe('RE: Commission');
    expect(replySubject(contact)).toBe('Re: Your message');
    expect(replySubject(corporate)).toBe('Re: Your inquiry for Acme Hotels');
  });

  it('dials a phone number by its digits and leading +', () => {
    expect(telHref('+44 (0)20 7946-0958')).toBe('tel:+4402079460958');
  });
});

describe("the inbox's address", () => {
  it('names the Archived view, the search and the open message, and leaves the inbox and an empty search out', () => {
    expect(inboxParams({ view: 'archived', q: 'acme', message: 'm1' }).toString()).toBe('view=archived&q=acme&message=m1');
    expect(inboxParams({ view: 'inbox', q: '', message: null }).toString()).toBe('');
  });

  it('reads any view but Archived as the inbox', () => {
    expect(inboxViewOf(new URLSearchParams('view=archived'))).toBe('archived');
    expect(inboxViewOf(new URLSearchParams('view=spam'))).toBe('inbox');
    expect(inboxViewOf(new URLSearchParams())).toBe('inbox');
  });
});

describe('the counts', () => {
  it('leaves the read messages of the inbox to archive, none while the unread count is unknown', () => {
    expect(readInInbox(12, 5)).toBe(7);
    expect(readInInbox(3, 5)).toBe(0);
    expect(readInInbox(12, undefined)).toBe(0);
  });

  it("says how many of the view's messages are shown", () => {
    expect(shownText(20, 45)).toBe('Showing 20 of 45 messages');
    expect(shownText(1, 1)).toBe('Showing 1 of 1 message');
  });

  it('says why a list is empty', () => {
    expect(emptyListText('acme', 'archived')).toBe('No messages found');
    expect(emptyListText('', 'archived')).toBe('No archived messages');
    expect(emptyListText('', 'inbox')).toBe('No messages yet');
  });
});

describe('a link to a message the list does not show', () => {
  const list = { named: true, found: false, settled: true, hasNextPage: true };

  it('reads the next page while there is one, then drops the message from the address', () => {
    expect(linkedMessageStep(list)).toBe('read-next-page');
    expect(linkedMessageStep({ ...list, hasNextPage: false })).toBe('drop');
  });

  it('waits for the list to settle, and does nothing once the message shows or none is named', () => {
    expect(linkedMessageStep({ ...list, settled: false })).toBe('nothing');
    expect(linkedMessageStep({ ...list, found: true })).toBe('nothing');
    expect(linkedMessageStep({ ...list, named: false })).toBe('nothing');
  });
});
