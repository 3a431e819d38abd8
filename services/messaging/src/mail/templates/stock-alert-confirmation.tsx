import type { MailTemplateData } from '../templates.js';
import { Layout, LinkLine } from './layout.js';
import type { MailContext, MailDraft } from './types.js';

/** Notify me, double opt-in: the link confirms that this address wants to hear when a sold-out work is back. */
export function stockAlertConfirmationMail(data: MailTemplateData['stock-alert-confirmation'], context: MailContext): MailDraft {
  return {
    subject: `Please confirm: we will tell you when ${data.item} is back`,
    body: (
      <Layout context={context}>
        <p>{`You asked ${context.shopName} to write when ${data.item} is back in stock.`}</p>
        <p>Please confirm by opening this link:</p>
        <LinkLine href={data.confirmUrl}>Yes, tell me when it is back</LinkLine>
        <p>If you did not ask, ignore this e-mail and you will not hear from us.</p>
      </Layout>
    ),
  };
}
