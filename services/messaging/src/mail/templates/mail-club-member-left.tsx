import type { MailTemplateData } from '../templates.js';
import { MailClubNotice, memberName, unpaid } from './mail-club-parts.js';
import type { MailContext, MailDraft } from './types.js';

/** To the artist: a member left (nothing more to ship to them). */
export function mailClubMemberLeftMail(change: MailTemplateData['mail-club-member-left'], context: MailContext): MailDraft {
  const why = unpaid(change) ? 'Their payment could not be taken.' : 'Their membership was cancelled.';
  return {
    subject: `Mail Club member left: ${memberName(change)} (${change.planName})`,
    body: <MailClubNotice change={change} context={context} heading="Mail Club member left" lines={[`${why} Nothing more ships to them.`]} />,
  };
}
