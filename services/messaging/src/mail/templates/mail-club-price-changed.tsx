import { formatMoney } from '@artshop/contracts';
import type { MailTemplateData } from '../templates.js';
import { MemberMail, accountLink, amount, formatMailDate } from './mail-club-parts.js';
import type { MailContext, MailDraft } from './types.js';

/**
 * To the member: the artist moved them to the plan's new price. Told before the next renewal charges
 * it, with the date, that nothing changes until then, and how to leave before it if they do not want it.
 */
export function mailClubPriceChangedMail(change: MailTemplateData['mail-club-price-changed'], context: MailContext): MailDraft {
  const from = change.previousAmount ? formatMoney(change.previousAmount, change.currency) : null;
  const to = amount(change);
  const when = change.currentPeriodEnd ? formatMailDate(change.currentPeriodEnd) : null;
  const changes = `Your Mail Club price changes ${from ? `from ${from} ` : ''}to ${to}`;
  return {
    subject: `${changes}${when ? ` from ${when}` : ''}`,
    body: (
      <MemberMail
        change={change}
        context={context}
        message={[
          `${changes} from ${when ?? 'your next renewal'}.`,
          `Your ${change.planName} membership continues as it is: nothing is charged now, and ${when ? `from ${when}` : 'from your next renewal'} each month costs ${to}.`,
          change.cancelAt
            ? `Your membership is set to end on ${formatMailDate(change.cancelAt)}, so you will not be charged the new price unless you resume it.`
            : `If you would rather not continue at the new price, you can cancel from your account page before ${when ?? 'your next renewal'} and you will not be charged again.`,
        ]}
        links={[accountLink(context)]}
      />
    ),
  };
}
