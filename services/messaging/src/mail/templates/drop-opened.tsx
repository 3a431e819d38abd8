import type { MailTemplateData } from '../templates.js';
import { Heading, Layout, LinkLine } from './layout.js';
import type { MailContext, MailDraft } from './types.js';

/** Notify me: the drop opened, to Mail Club members first (early access), then to everyone who asked. */
export function dropOpenedMail(data: MailTemplateData['drop-opened'], context: MailContext): MailDraft {
  const early = data.phase === 'early-access';
  return {
    subject: early ? `Members' early access is open: “${data.dropName}”` : `“${data.dropName}” is open now`,
    body: (
      <Layout context={context}>
        <Heading>{early ? `Members' early access is open` : `The drop is open`}</Heading>
        <p>
          {early
            ? `As a Mail Club member you can buy the works of “${data.dropName}” now, before everyone else.`
            : `The works of “${data.dropName}” are on sale now.`}
        </p>
        <LinkLine href={data.dropUrl}>See the drop</LinkLine>
        <p>You asked to hear about this drop once; this is the only mail about it.</p>
      </Layout>
    ),
  };
}
