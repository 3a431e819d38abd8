import type { EventPayloads } from '@artshop/contracts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Welcome after registration. One function per mail keeps adding a template a small change. */
export function welcomeMail(user: EventPayloads['user.registered'], shopUrl: string): RenderedMail {
  const subject = 'Welcome to the studio';
  const text = [
    `Hello ${user.firstName},`,
    '',
    'Thank you for creating an account. You can now keep favourites, follow your orders and join the Mail Club.',
    '',
    `Browse the latest work: ${shopUrl}/shop-all`,
  ].join('\n');
  const html = `<p>Hello ${escape(user.firstName)},</p>
<p>Thank you for creating an account. You can now keep favourites, follow your orders and join the Mail Club.</p>
<p><a href="${escape(shopUrl)}/shop-all">Browse the latest work</a></p>`;
  return { subject, text, html };
}
