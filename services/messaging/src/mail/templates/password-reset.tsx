import { PASSWORD_RESET_LINK_MINUTES } from '@artshop/contracts';
import type { MailTemplateData } from '../templates.js';
import { Greeting, Layout, LinkLine } from './layout.js';
import type { MailContext, MailDraft } from './types.js';

/** The link that sets a new password; asking for it changed nothing. */
export function passwordResetMail(data: MailTemplateData['password-reset'], context: MailContext): MailDraft {
  return {
    subject: `Set a new password for your ${context.shopName} account`,
    body: (
      <Layout context={context}>
        <Greeting name={data.firstName} />
        <p>Someone, perhaps you, asked to set a new password for your account. Open this link to choose one:</p>
        <LinkLine href={`${context.shopUrl}${data.resetPath}`}>Set a new password</LinkLine>
        <p>{`The link works once, for ${PASSWORD_RESET_LINK_MINUTES} minutes. If you did not ask, ignore this e-mail: your password is unchanged.`}</p>
      </Layout>
    ),
  };
}
