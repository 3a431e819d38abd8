import type { MailTemplateData } from '../templates.js';
import { Greeting, Layout, LinkLine } from './layout.js';
import type { MailContext, MailDraft } from './types.js';

/** Double opt-in: the link confirms; every newsletter mail carries the unsubscribe link. */
export function newsletterConfirmationMail(data: MailTemplateData['newsletter-confirmation'], context: MailContext): MailDraft {
  return {
    subject: `Please confirm your subscription to ${context.shopName}`,
    body: (
      <Layout context={context} unsubscribeUrl={data.unsubscribeUrl}>
        <Greeting name={data.firstName} />
        <p>{`Thank you for signing up for news from ${context.shopName}: new work, exhibitions and studio notes.`}</p>
        <p>Please confirm your subscription by opening this link:</p>
        <LinkLine href={data.confirmUrl}>Confirm my subscription</LinkLine>
        <p>If you did not sign up, ignore this e-mail and you will not hear from us.</p>
      </Layout>
    ),
    // Mail programs show their own "unsubscribe" button for list mail carrying this header.
    headers: { 'List-Unsubscribe': `<${data.unsubscribeUrl}>` },
  };
}
