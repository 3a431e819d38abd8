import type { MailTemplateData } from '../templates.js';
import { Layout, LinkLine } from './layout.js';
import type { MailContext, MailDraft } from './types.js';

/** Notify me, double opt-in: the link confirms that this address wants to hear when the drop opens. */
export function dropAlertConfirmationMail(data: MailTemplateData['drop-alert-confirmation'], context: MailContext): MailDraft {
  return {
    subject: `Please confirm: we will tell you when “${data.dropName}” opens`,
    body: (
      <Layout context={context}>
        <p>{`You asked ${context.shopName} to write when the drop “${data.dropName}” opens.`}</p>
        <p>Please confirm by opening this link:</p>
        <LinkLine href={data.confirmUrl}>Yes, tell me when it opens</LinkLine>
        <p>If you did not ask, ignore this e-mail and you will not hear from us.</p>
      </Layout>
    ),
  };
}
