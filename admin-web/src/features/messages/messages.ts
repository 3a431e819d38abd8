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
