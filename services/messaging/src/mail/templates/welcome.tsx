import type { MailTemplateData } from '../templates.js';
import { Greeting, Layout, LinkLine } from './layout.js';
import type { MailContext, MailDraft } from './types.js';

/** Welcome after registration. */
export function welcomeMail(user: MailTemplateData['welcome'], context: MailContext): MailDraft {
  return {
    subject: 'Welcome to the studio',
    body: (
      <Layout context={context}>
        <Greeting name={user.firstName} />
        <p>Thank you for creating an account. You can now keep favourites, follow your orders and join the Mail Club.</p>
        <LinkLine href={`${context.shopUrl}/shop-all`}>Browse the latest work</LinkLine>
      </Layout>
    ),
  };
}
