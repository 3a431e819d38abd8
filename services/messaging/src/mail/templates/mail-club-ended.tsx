import type { MailTemplateData } from '../templates.js';
import { MemberMail, formatMailDate, unpaid } from './mail-club-parts.js';
import type { MailContext, MailDraft } from './types.js';

/** To the member: the membership ended (as they asked, or after the last failed payment). */
export function mailClubEndedMail(change: MailTemplateData['mail-club-ended'], context: MailContext): MailDraft {
  const on = change.cancelAt ? ` on ${formatMailDate(change.cancelAt)}` : '';
  return {
    subject: 'Your Mail Club membership has ended',
    body: (
      <MemberMail
        change={change}
        context={context}
        message={[
          unpaid(change)
            ? `Your ${change.planName} membership ended${on} because we could not take the payment.`
            : `Your ${change.planName} membership ended${on}.`,
          'No further payments will be taken. Thank you for being part of the Mail Club: you are welcome back any time.',
        ]}
        links={[['Join again', `${context.shopUrl}/mail-club`]]}
      />
    ),
  };
}
