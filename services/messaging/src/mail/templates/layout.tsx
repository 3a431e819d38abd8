import { Body, Container, Head, Heading as EmailHeading, Hr, Html } from '@react-email/components';
import { createContext, Fragment, useContext, type CSSProperties, type ReactNode } from 'react';
import type { MailContext } from './types.js';

/**
 * Each mail is one React tree rendered twice: as HTML, and with this set as the plain text part (that
 * render's HTML becomes text through @react-email/render). The few pieces whose text is not their HTML
 * read as text (a table of fields, the signature, a link's address) read it from here.
 */
export const TextVersion = createContext(false);

const useTextVersion = () => useContext(TextVersion);

export const muted = '#666';
const frame: CSSProperties = { fontFamily: 'Georgia, serif', color: '#222', lineHeight: 1.5, maxWidth: 600, margin: '0 auto', padding: 16 };

/**
 * The frame of every mail: the content, then the shop's name, site, e-mail and address (in the text, as
 * its signature). A list mail gives its unsubscribe link, shown under the signature in the text, in the
 * footer in the HTML.
 */
export function Layout({
  context,
  unsubscribeUrl,
  afterSignature,
  children,
}: {
  context: MailContext;
  unsubscribeUrl?: string;
  /** What the text shows under the signature (the message a reply quotes); the HTML, at the end of the content. */
  afterSignature?: ReactNode;
  children: ReactNode;
}) {
  if (useTextVersion()) {
    const signature = ['-- ', context.shopName, context.shopUrl, context.artistEmail, context.shopAddress].filter((line) => line !== null).join('\n');
    return (
      <>
        {children}
        {/* Kept as written: "-- " with its space is how mail programs know a signature. */}
        <pre>{signature}</pre>
        {afterSignature}
        {unsubscribeUrl && <p>{`Unsubscribe: ${unsubscribeUrl}`}</p>}
      </>
    );
  }
  return (
    <Html lang="en">
      <Head />
      <Body>
        <Container style={frame}>
          {children}
          {afterSignature}
          <Hr style={{ borderTop: '1px solid #ddd', margin: '24px 0' }} />
          <p style={{ fontSize: 13, color: muted }}>
            <a href={context.shopUrl}>{context.shopName}</a> · <a href={`mailto:${context.artistEmail}`}>{context.artistEmail}</a>
            {context.shopAddress && (
              <>
                <br />
                {context.shopAddress}
              </>
            )}
            {unsubscribeUrl && (
              <>
                <br />
                <a href={unsubscribeUrl}>Unsubscribe</a>
              </>
            )}
          </p>
        </Container>
      </Body>
    </Html>
  );
}

/** 'Hello Ann,', or 'Hello,' without a name. */
export function Greeting({ name }: { name: string | null }) {
  return <p>{name ? `Hello ${name},` : 'Hello,'}</p>;
}

/** A heading of the mail (in the text, its own line). */
export function Heading({ children, level = 2 }: { children: string; level?: 2 | 3 }) {
  return (
    <EmailHeading as={`h${level}`} style={{ fontWeight: 'normal' }}>
      {children}
    </EmailHeading>
  );
}

/** A link on its own line: its label in the HTML; 'label: address' in the text. */
export function LinkLine({ href, children }: { href: string; children: string }) {
  if (useTextVersion()) return <p>{`${children}: ${href}`}</p>;
  return (
    <p>
      <a href={href}>{children}</a>
    </p>
  );
}

/** Lines one under the other (an address, a few facts); the text keeps them exactly as given. */
export function Lines({ lines, style }: { lines: string[]; style?: CSSProperties }) {
  if (useTextVersion()) return <pre>{lines.join('\n')}</pre>;
  return (
    <p style={style}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </p>
  );
}

/** Labelled facts (who wrote, the plan): a table in the HTML, 'Label: value' lines in the text. Empty values are left out. */
export function Fields({ rows }: { rows: Array<[string, string | null]> }) {
  const shown = rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== '');
  if (useTextVersion()) return <Lines lines={shown.map(([label, value]) => `${label}: ${value}`)} />;
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <tbody>
        {shown.map(([label, value]) => (
          <tr key={label}>
            <td style={{ padding: '2px 12px 2px 0', color: muted }}>{label}</td>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * What someone wrote (a message, a reply), escaped like all else: in the HTML, blank lines part
 * paragraphs and single line breaks stay; the text keeps it as written.
 */
export function WrittenText({ text }: { text: string }) {
  if (useTextVersion()) return <pre>{text}</pre>;
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <Lines key={index} lines={paragraph.trim().split('\n')} />
      ))}
    </>
  );
}

/** A message quoted under a reply: '> ' before each line in the text. */
export function Quote({ intro, text }: { intro: string; text: string }) {
  if (useTextVersion())
    return (
      <pre>{`${intro}\n${text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n')}`}</pre>
    );
  return (
    <>
      <p style={{ color: muted }}>{intro}</p>
      <blockquote style={{ margin: 0, paddingLeft: 12, borderLeft: '3px solid #ddd', color: muted }}>
        <WrittenText text={text} />
      </blockquote>
    </>
  );
}

/** Shown only in the HTML (a second way to the same link, which the text already gives). */
export function HtmlOnly({ children }: { children: ReactNode }) {
  return useTextVersion() ? null : <>{children}</>;
}

/** Gives the text face of a piece whose text is not its HTML read as text. */
export function TextOr({ text, children }: { text: ReactNode; children: ReactNode }) {
  return <>{useTextVersion() ? text : children}</>;
}

/** The studio's own notice (a message, a new member): a heading and the facts. */
export function Notice({
  context,
  heading,
  fields,
  children,
}: {
  context: MailContext;
  heading: string;
  fields: Array<[string, string | null]>;
  children: ReactNode;
}) {
  return (
    <Layout context={context}>
      <Heading>{heading}</Heading>
      <Fields rows={fields} />
      {children}
    </Layout>
  );
}
