import type { MailTemplateData } from '../templates.js';
import { MemberMail, accountLink, monthly, nextRenewal } from './mail-club-parts.js';
import type { MailContext, MailDraft } from './types.js';

/** To the new member: what they joined, what it costs, when the first package comes and where to manage it. */
export function mailClubWelcomeMail(change: MailTemplateData['mail-club-welcome'], context: MailContext): MailDraft {
  return {
    subject: `Welcome to the ${context.shopName} Mail Club`,
    body: (
      <MemberMail
        change={change}
        context={context}
        message={[
          `Welcome to the Mail Club! Your ${change.planName} membership is active: ${monthly(change)}.`,
          'Your first package will be on its way within 5-7 business days.',
          ...nextRenewal(change),
        ]}
        links={[accountLink(context)]}
      />
    ),
  };
}
