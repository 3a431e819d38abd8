import type { MailTemplateData } from '../templates.js';
import { Greeting, Layout, LinkLine } from './layout.js';
import type { MailContext, MailDraft } from './types.js';

/** To an address that already has an account: someone tried to move another account to it. */
export function emailChangeAddressTakenMail(_data: MailTemplateData['email-change-address-taken'], context: MailContext): MailDraft {
  return {
    subject: `Someone tried to use your e-mail address at ${context.shopName}`,
    body: (
      <Layout context={context}>
        <Greeting name={null} />
        <p>Someone asked to use this e-mail address for another account at our shop. It already belongs to your account, so nothing was changed.</p>
        <p>If it was you, sign in to the account that has this address instead. Your account and password are unchanged.</p>
        <LinkLine href={`${context.shopUrl}/login`}>Sign in</LinkLine>
      </Layout>
    ),
  };
}
