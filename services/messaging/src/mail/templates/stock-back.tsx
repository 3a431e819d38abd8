import type { MailTemplateData } from '../templates.js';
import { Heading, Layout, LinkLine } from './layout.js';
import type { MailContext, MailDraft } from './types.js';

/** Notify me: a sold-out work (or tier) is back in stock. */
export function stockBackMail(data: MailTemplateData['stock-back'], context: MailContext): MailDraft {
  return {
    subject: `${data.item} is back`,
    body: (
      <Layout context={context}>
        <Heading>Back in stock</Heading>
        <p>{`${data.item} can be bought again, while it lasts.`}</p>
        <LinkLine href={data.productUrl}>See it in the shop</LinkLine>
        <p>You asked to hear when it was back; this is the only mail about it.</p>
      </Layout>
    ),
  };
}
