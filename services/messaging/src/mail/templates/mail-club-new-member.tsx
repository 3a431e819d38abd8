import type { MailTemplateData } from '../templates.js';
import { MailClubNotice, memberName } from './mail-club-parts.js';
import type { MailContext, MailDraft } from './types.js';

/** To the artist: a new member, with their plan and price. Replying answers the member. */
export function mailClubNewMemberMail(change: MailTemplateData['mail-club-new-member'], context: MailContext): MailDraft {
  return {
    subject: `New Mail Club member: ${memberName(change)} (${change.planName})`,
    body: (
      <MailClubNotice
        change={change}
        context={context}
        heading="New Mail Club member"
        lines={['Their first package is due within 5-7 business days; their address is on the shipping list.']}
      />
    ),
  };
}
