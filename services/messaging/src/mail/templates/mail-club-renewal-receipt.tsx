import type { MailTemplateData } from '../templates.js';
import { MemberMail, accountLink, amount, nextRenewal } from './mail-club-parts.js';
import type { MailContext, MailDraft } from './types.js';

/** To the member: the month was paid (the receipt), and when the next one is. */
export function mailClubRenewalReceiptMail(change: MailTemplateData['mail-club-renewal-receipt'], context: MailContext): MailDraft {
  return {
    subject: `Your Mail Club receipt: ${amount(change)} for ${change.planName}`,
    body: (
      <MemberMail
        change={change}
        context={context}
        message={[
          `Thank you! We received your payment of ${amount(change)} for your ${change.planName} membership, which continues for another month.`,
          ...nextRenewal(change),
        ]}
        links={[accountLink(context)]}
      />
    ),
  };
}
