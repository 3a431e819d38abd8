import { PASSWORD_FORGOT_PATH } from '@artshop/contracts';
import type { MailTemplateData } from '../templates.js';
import { Greeting, Layout, LinkLine } from './layout.js';
import type { MailContext, MailDraft } from './types.js';

/** After a reset: the owner learns of it, and how to take the account back if it was not them. */
export function passwordChangedMail(data: MailTemplateData['password-changed'], context: MailContext): MailDraft {
  return {
    subject: `Your ${context.shopName} password was changed`,
    body: (
      <Layout context={context}>
        <Greeting name={data.firstName} />
        <p>The password of your account was just changed, and every device signed in with the old one was signed out.</p>
        <p>If this was not you, set a new password at once and write to us:</p>
        <LinkLine href={`${context.shopUrl}${PASSWORD_FORGOT_PATH}`}>Set a new password</LinkLine>
      </Layout>
    ),
  };
}
