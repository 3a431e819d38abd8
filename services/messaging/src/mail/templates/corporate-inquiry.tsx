import type { MailTemplateData } from '../templates.js';
import { MessageNotice } from './message-notice.js';
import type { MailContext, MailDraft } from './types.js';

/** To the artist: a corporate buyer's inquiry, every field of the form. */
export function corporateInquiryMail(inquiry: MailTemplateData['corporate-inquiry'], context: MailContext): MailDraft {
  const details = inquiry.details;
  return {
    subject: `New corporate inquiry from ${inquiry.name}${details ? ` (${details.company})` : ''}`,
    body: (
      <MessageNotice
        context={context}
        heading="New corporate inquiry"
        fields={[
          ['From', `${inquiry.name} <${inquiry.email}>`],
          ['Company', details?.company ?? null],
          ['Phone', inquiry.phone],
          ['Project type', details?.projectType ?? null],
          ['Budget', details?.budget ?? null],
          ['Pieces', details?.pieces == null ? null : String(details.pieces)],
          ['Art preferences', details?.style.length ? details.style.join(', ') : null],
          ['Location', details?.location ?? null],
          ['Timeline', details?.timeline ?? null],
          ['Consent to be contacted', details ? (details.consent ? 'Yes' : 'No') : null],
          ['Subject', inquiry.subject],
          ['Sent from', details?.source ?? null],
        ]}
        message={inquiry.message}
      />
    ),
  };
}
