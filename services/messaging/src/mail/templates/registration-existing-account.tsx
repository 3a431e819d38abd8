import type { MailTemplateData } from '../templates.js';
import { Greeting, Layout } from './layout.js';
import type { MailContext, MailDraft } from './types.js';

/** Someone tried to register an address that has an account: its owner is told, and nothing changes. */
export function registrationExistingAccountMail(data: MailTemplateData['registration-existing-account'], context: MailContext): MailDraft {
  return {
    subject: `You already have a ${context.shopName} account`,
    body: (
      <Layout context={context}>
        <Greeting name={data.firstName} />
        <p>
          Someone, perhaps you, asked to create an account with this e-mail address. You already have one: <a href={`${context.shopUrl}/login`}>sign in here</a>
          .
        </p>
        <p>If it was not you, ignore this e-mail: your account and password are unchanged.</p>
      </Layout>
    ),
  };
}
