import type { MailTemplateData } from '../templates.js';
import { MessageNotice } from './message-notice.js';
import type { MailContext, MailDraft } from './types.js';

/** To the artist: somebody wrote through the contact form. Replying to the mail answers the sender. */
export function contactMessageMail(message: MailTemplateData['contact-message'], context: MailContext): MailDraft {
  const subject = message.subject ?? 'No subject';
  return {
    subject: `New message from ${message.name}: ${subject}`,
    body: (
      <MessageNotice
        context={context}
        heading="New message from the contact form"
        fields={[
          ['From', `${message.name} <${message.email}>`],
          ['Phone', message.phone],
          ['Subject', subject],
        ]}
        message={message.message}
      />
    ),
  };
}
