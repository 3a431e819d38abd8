import type { InboxMessage } from '@artshop/contracts';

const PREVIEW_LENGTH = 60;

/** The first 60 characters of the text, with an ellipsis when there was more. */
export function previewText(message: InboxMessage): string {
  const text = (message.message || (message.kind === 'corporate' ? `${message.projectType} · ${message.budget}` : '')).replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…` : text;
}

export function subjectOf(message: InboxMessage): string {
  return message.subject?.trim() || 'No subject';
}

/** The reply's subject, as the server would choose it: 'Re: …', never 'Re: Re: …'. */
export function replySubject(message: InboxMessage): string {
  if (message.kind === 'corporate') return `Re: Your inquiry for ${message.company}`;
  const subject = message.subject?.trim() || 'Your message';
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
}

export type InboxView = 'inbox' | 'archived';

/** Where the inbox is: the view, the search and the open message, all kept in the address. */
export interface InboxPlace {
  view: InboxView;
  q: string;
  message: string | null;
}

export function inboxViewOf(params: URLSearchParams): InboxView {
  return params.get('view') === 'archived' ? 'archived' : 'inbox';
}

/** The address of a place in the inbox (`?view=archived&q=…&message=…`, the inbox and no search left out). */
export function inboxParams({ view, q, message }: InboxPlace): URLSearchParams {
  const params = new URLSearchParams();
  if (view === 'archived') params.set('view', 'archived');
  if (q) params.set('q', q);
  if (message) params.set('message', message);
  return params;
}

/** The read messages left in the inbox: all of its messages but the unread ones (none while the count is unknown). */
export function readInInbox(inboxTotal: number, unreadCount: number | undefined): number {
  return unreadCount === undefined ? 0 : Math.max(0, inboxTotal - unreadCount);
}

/** What an empty list says: nothing matched the search, or the view has nothing yet. */
export function emptyListText(q: string, view: InboxView): string {
  if (q) return 'No messages found';
  return view === 'archived' ? 'No archived messages' : 'No messages yet';
}

export function shownText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} ${total === 1 ? 'message' : 'messages'}`;
}

/** A phone number as a tel: link dials it: digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * What to do about a message the address names but the loaded list does not hold (a link to a message
 * further down, or one since archived or deleted): wait for the list, read its next page, or drop it
 * from the address once every page is in.
 */
export function linkedMessageStep(list: { named: boolean; found: boolean; settled: boolean; hasNextPage: boolean }): 'nothing' | 'read-next-page' | 'drop' {
  if (!list.named || list.found || !list.settled) return 'nothing';
  return list.hasNextPage ? 'read-next-page' : 'drop';
}
