import type { MailTemplateData } from '../templates.js';
import { MemberMail, formatMailDate } from './mail-club-parts.js';
import type { MailContext, MailDraft } from './types.js';

/** To the member: set to end at the period's end; they keep it until then and can resume before. */
export function mailClubCancelScheduledMail(change: MailTemplateData['mail-club-cancel-scheduled'], context: MailContext): MailDraft {
  const end = change.cancelAt ?? change.currentPeriodEnd;
  const on = end ? ` on ${formatMailDate(end)}` : ' at the end of this period';
  return {
    subject: `Your Mail Club membership will end${on}`,
    body: (
      <MemberMail
        change={change}
        context={context}
        message={[
          `As you asked, your ${change.planName} membership will end${on}. You will not be charged again, and you keep your membership until then.`,
          'Changed your mind? Resume it from your account page before that date and nothing changes.',
        ]}
        links={[['Resume or manage your membership', `${context.shopUrl}/account`]]}
      />
    ),
  };
}
