import { REGISTRATION_LINK_HOURS } from '@artshop/contracts';
import type { MailTemplateData } from '../templates.js';
import { Greeting, Layout, LinkLine } from './layout.js';
import type { MailContext, MailDraft } from './types.js';

/** The link that finishes a new account (the register form says nothing more, so nobody learns who has one). */
export function registrationConfirmationMail(data: MailTemplateData['registration-confirmation'], context: MailContext): MailDraft {
  return {
    subject: `Confirm your e-mail to finish your ${context.shopName} account`,
    body: (
      <Layout context={context}>
        <Greeting name={data.firstName} />
        <p>Open this link to confirm your e-mail address and finish creating your account:</p>
        <LinkLine href={`${context.shopUrl}${data.confirmPath}`}>Confirm my e-mail and create my account</LinkLine>
        <p>{`The link works once, for ${REGISTRATION_LINK_HOURS} hours. If you did not ask for an account, ignore this e-mail: none is created.`}</p>
      </Layout>
    ),
  };
}
