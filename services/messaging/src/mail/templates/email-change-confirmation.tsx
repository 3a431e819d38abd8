import { EMAIL_CHANGE_LINK_HOURS } from '@artshop/contracts';
import type { MailTemplateData } from '../templates.js';
import { Greeting, Layout, LinkLine } from './layout.js';
import type { MailContext, MailDraft } from './types.js';

/** To the new address: the link that makes it the account's. */
export function emailChangeConfirmationMail(data: MailTemplateData['email-change-confirmation'], context: MailContext): MailDraft {
  return {
    subject: `Confirm your new e-mail address for ${context.shopName}`,
    body: (
      <Layout context={context}>
        <Greeting name={data.firstName} />
        <p>Open this link to make this your account’s e-mail address:</p>
        <LinkLine href={`${context.shopUrl}${data.confirmPath}`}>Confirm my new e-mail address</LinkLine>
        <p>{`The link works once, for ${EMAIL_CHANGE_LINK_HOURS} hours. If you did not ask for this, ignore this e-mail: nothing changes.`}</p>
      </Layout>
    ),
  };
}
