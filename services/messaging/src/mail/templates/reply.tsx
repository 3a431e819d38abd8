import type { MailTemplateData } from '../templates.js';
import { Layout, Quote, WrittenText } from './layout.js';
import type { MailContext, MailDraft } from './types.js';

/** The artist's answer from the inbox, quoting the message it answers. */
export function replyMail(data: MailTemplateData['reply'], context: MailContext): MailDraft {
  const { original } = data;
  // An inquiry's subject is the form's hidden one, not words of the sender's.
  const subject = data.subject ?? (original.details ? `Re: Your inquiry for ${original.details.company}` : `Re: ${original.subject ?? 'Your message'}`);
  return {
    subject,
    body: (
      <Layout
        context={context}
        afterSignature={original.message ? <Quote intro={`On ${original.createdAt.toUTCString()}, ${original.name} wrote:`} text={original.message} /> : null}
      >
        <WrittenText text={data.body} />
      </Layout>
    ),
  };
}
