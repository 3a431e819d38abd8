import { MAIL_CLUB_LIST_STATUSES } from '@artshop/contracts';
import { statement } from '@artshop/persistence';

/** The addresses of the members a campaign to the Mail Club reaches (MAIL_CLUB_LIST_STATUSES), lowercased, each once. */
export const MAIL_CLUB_EMAILS = statement({
  name: 'members.mail-club-emails',
  values: () => [[...MAIL_CLUB_LIST_STATUSES]],
  text: `SELECT DISTINCT lower(user_email) AS email FROM user_subscriptions WHERE status = ANY($1::text[]) AND user_email <> '' ORDER BY 1`,
  map: (row: { email: string }) => row.email,
});
