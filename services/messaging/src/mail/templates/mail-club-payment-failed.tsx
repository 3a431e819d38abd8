import type { MailTemplateData } from '../templates.js';
import { MemberMail, accountLink, amount } from './mail-club-parts.js';
import type { MailContext, MailDraft } from './types.js';

/**
 * To the member: a renewal failed. The link pays it with another card; the provider tries the card on
 * file again over the next days (day 1, 3 and 7) and ends the membership if none of it works.
 */
export function mailClubPaymentFailedMail(change: MailTemplateData['mail-club-payment-failed'], context: MailContext): MailDraft {
  return {
    subject: 'Your Mail Club payment failed',
    body: (
      <MemberMail
        change={change}
        context={context}
        message={[
          `We could not take this month's payment of ${amount(change)} for your ${change.planName} membership.`,
          change.fixPaymentUrl ? 'You can pay it now with another card using the link below.' : 'You can update your card from your account page.',
          'We will try your card again over the next few days. If the payment still cannot be taken, your membership will be cancelled.',
        ]}
        links={change.fixPaymentUrl ? [['Pay with another card', change.fixPaymentUrl]] : [accountLink(context)]}
      />
    ),
  };
}
