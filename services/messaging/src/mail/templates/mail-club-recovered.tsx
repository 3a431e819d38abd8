import type { MailTemplateData } from '../templates.js';
import { MemberMail, accountLink, amount, nextRenewal } from './mail-club-parts.js';
import type { MailContext, MailDraft } from './types.js';

/** To the member: the failed renewal has been paid and the membership is active again. */
export function mailClubRecoveredMail(change: MailTemplateData['mail-club-recovered'], context: MailContext): MailDraft {
  return {
    subject: 'Your Mail Club membership is active again',
    body: (
      <MemberMail
        change={change}
        context={context}
        message={[
          `Thank you! Your payment of ${amount(change)} for ${change.planName} went through, and your membership is active again.`,
          ...nextRenewal(change),
        ]}
        links={[accountLink(context)]}
      />
    ),
  };
}
