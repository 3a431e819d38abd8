import { PASSWORD_FORGOT_PATH } from '@artshop/contracts';
import type { MailTemplateData } from '../templates.js';
import { Greeting, Layout, LinkLine } from './layout.js';
import type { MailContext, MailDraft } from './types.js';

/** To the account's current address: a change was asked; it happens only from the new inbox. */
export function emailChangeRequestedMail(data: MailTemplateData['email-change-requested'], context: MailContext): MailDraft {
  return {
    subject: `A change of your ${context.shopName} e-mail address was asked`,
    body: (
      <Layout context={context}>
        <Greeting name={data.firstName} />
        <p>{`Someone signed in to your account asked to change its e-mail address to ${data.newEmail}. It changes only once the link we sent there is opened.`}</p>
        <p>If this was not you, set a new password now: the change will not go through with it, and every device will be signed out.</p>
        <LinkLine href={`${context.shopUrl}${PASSWORD_FORGOT_PATH}`}>Set a new password</LinkLine>
      </Layout>
    ),
  };
}
