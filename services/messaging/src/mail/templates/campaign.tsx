import { Img, Link } from '@react-email/components';
import type { CSSProperties } from 'react';
import { campaignTextHtml } from '../../campaigns/campaign-text.js';
import type { MailTemplateData } from '../templates.js';
import { Layout, LinkLine, TextOr, muted } from './layout.js';
import type { MailContext, MailDraft } from './types.js';

/** A work shown in a campaign: its picture, name and price, and its page on the shop. */
export interface CampaignCard {
  name: string;
  /** As the shop shows it, e.g. '$185.00' or 'From $45.00'. */
  price: string;
  imageUrl: string | null;
  url: string;
}

const picture: CSSProperties = { display: 'block', width: '100%', maxWidth: 568, height: 'auto', margin: '16px 0', borderRadius: 4 };
const card: CSSProperties = { border: '1px solid #e5e5e5', borderRadius: 6, padding: 12, margin: '16px 0' };

function WorkCard({ work }: { work: CampaignCard }) {
  return (
    <TextOr text={<p>{`${work.name}, ${work.price}: ${work.url}`}</p>}>
      <div style={card}>
        {work.imageUrl && (
          <Link href={work.url}>
            <Img src={work.imageUrl} alt={work.name} style={{ ...picture, margin: '0 0 8px' }} />
          </Link>
        )}
        <p style={{ margin: 0 }}>
          <Link href={work.url} style={{ color: '#222', fontWeight: 'bold' }}>
            {work.name}
          </Link>
        </p>
        <p style={{ margin: '4px 0 0', color: muted }}>{work.price}</p>
        <p style={{ margin: '8px 0 0' }}>
          <Link href={work.url}>View the work</Link>
        </p>
      </div>
    </TextOr>
  );
}

/**
 * An announcement to the shop's list: the artist's text (Markdown, kept to safe tags), pictures and
 * works as cards. Every one carries its recipient's unsubscribe link, shown under the signature and as
 * the List-Unsubscribe headers (the https address takes the one-click post of RFC 8058).
 */
export function campaignMail(data: MailTemplateData['campaign'], context: MailContext): MailDraft {
  return {
    subject: data.subject,
    body: (
      <Layout context={context} unsubscribeUrl={data.unsubscribeUrl}>
        <TextOr text={<pre>{data.text}</pre>}>
          <div dangerouslySetInnerHTML={{ __html: campaignTextHtml(data.text) }} />
        </TextOr>
        {data.imageUrls.map((url) => (
          <TextOr key={url} text={null}>
            <Img src={url} alt="" style={picture} />
          </TextOr>
        ))}
        {data.works.map((work) => (
          <WorkCard key={work.url} work={work} />
        ))}
        {data.works.length > 0 && <LinkLine href={context.shopUrl}>{`Visit ${context.shopName}`}</LinkLine>}
      </Layout>
    ),
    headers: {
      'List-Unsubscribe': `<${data.unsubscribeUrl}>, <mailto:${context.artistEmail}?subject=${encodeURIComponent(`Unsubscribe ${data.recipient}`)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
