import { formatMoney, type EventPayloads } from '@artshop/contracts';
import { Greeting, Layout, LinkLine, Notice } from './layout.js';
import type { MailContext } from './types.js';

export type MailClubChange = EventPayloads['subscription.changed'];

/** A date of the subscription as a member reads it, e.g. 'December 24, 2026' (UTC, as the provider counts periods). */
export function formatMailDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

export const amount = (change: MailClubChange) => formatMoney(change.amount, change.currency);
export const monthly = (change: MailClubChange) => `${amount(change)}/month`;
export const nextRenewal = (change: MailClubChange) => (change.currentPeriodEnd ? [`Your next renewal is on ${formatMailDate(change.currentPeriodEnd)}.`] : []);
/** The member as the artist's notices name them: 'Mia Member', or their e-mail without a name. */
export const memberName = (change: MailClubChange) => change.customerName ?? change.email;
export const unpaid = (change: MailClubChange) => change.from === 'past_due' || change.to === 'unpaid';

export const accountLink = (context: MailContext): [string, string] => ['Manage your membership from your account', `${context.shopUrl}/account`];

/** The frame of the member's Mail Club mails: hello, the paragraphs, the links ([label, address]) and the way to ask. */
export function MemberMail({
  change,
  context,
  message,
  links,
}: {
  change: MailClubChange;
  context: MailContext;
  message: string[];
  links: Array<[string, string]>;
}) {
  return (
    <Layout context={context}>
      <Greeting name={change.customerName} />
      {message.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {links.map(([label, url]) => (
        <LinkLine key={url} href={url}>
          {label}
        </LinkLine>
      ))}
      <p>Questions? Reply to this e-mail.</p>
    </Layout>
  );
}

/** To the artist: a member joined or left, with who, which plan, what it means and the link to the subscriptions screen. */
export function MailClubNotice({ change, context, heading, lines }: { change: MailClubChange; context: MailContext; heading: string; lines: string[] }) {
  const member = change.customerName ? `${change.customerName} <${change.email}>` : change.email;
  return (
    <Notice
      context={context}
      heading={heading}
      fields={[
        ['Member', member],
        ['Plan', `${change.planName} (${monthly(change)})`],
      ]}
    >
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
      <p>
        See <a href={`${context.shopUrl}/admin/subscriptions`}>the Mail Club members</a>.
      </p>
    </Notice>
  );
}
