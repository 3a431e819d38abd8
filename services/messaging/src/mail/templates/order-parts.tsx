import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { SHIPPING_METHOD_LABELS, formatMoney, type EventPayloads, type OrderReceipt, type OrderReceiptLine } from '@artshop/contracts';
import { Greeting, Heading, Layout, Lines, TextOr, muted } from './layout.js';
import type { MailContext } from './types.js';

/** 'Ember Field (Original 36x48)', or the name alone for a product without tiers. */
export const lineName = (line: OrderReceiptLine) => (line.tierDisplayName ? `${line.productName} (${line.tierDisplayName})` : line.productName);

export const orderLabel = (order: { orderNumber: string }) => `order #${order.orderNumber}`;

const shippingLabel = (order: OrderReceipt) => SHIPPING_METHOD_LABELS[order.shippingMethod] ?? 'Shipping';

const cell: CSSProperties = { padding: '6px 8px', borderBottom: '1px solid #eee' };
const right: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' };
const totalCell: CSSProperties = { padding: '4px 8px', textAlign: 'right' };

/**
 * The receipt's lines and totals, under the title if given: a table in the HTML; in the text, a line
 * each ('- Ember Field (Original 36x48): 1 × $1,100.00 = $1,100.00'), then the totals.
 */
export function OrderSummary({ order, title }: { order: OrderReceipt; title?: string }) {
  const money = (amount: string) => formatMoney(amount, order.currency);
  const totals: Array<[string, string]> = [
    ['Subtotal', money(order.subtotal)],
    ...(order.discount ? ([[`Discount (${order.discount.code})`, `−${money(order.discount.amount)}`]] as Array<[string, string]>) : []),
    [shippingLabel(order), Number(order.shipping) === 0 ? 'Free' : money(order.shipping)],
    ['Tax', money(order.tax)],
    ['Total', money(order.total)],
  ];
  const text = (
    <>
      <Lines
        lines={[
          ...(title ? [title] : []),
          ...order.lines.map((line) => `- ${lineName(line)}: ${line.quantity} × ${money(line.unitPrice)} = ${money(line.lineTotal)}`),
        ]}
      />
      <Lines lines={totals.map(([label, value]) => `${label}: ${value}`)} />
    </>
  );
  return (
    <TextOr text={text}>
      {title && <Heading>{title}</Heading>}
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <th style={{ ...cell, textAlign: 'left' }}>Item</th>
            <th style={right}>Qty</th>
            <th style={right}>Price</th>
            <th style={right}>Total</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <td style={cell}>
                {line.productName}
                {line.tierDisplayName && (
                  <>
                    <br />
                    <span style={{ color: muted, fontSize: 14 }}>{line.tierDisplayName}</span>
                  </>
                )}
              </td>
              <td style={right}>{line.quantity}</td>
              <td style={right}>{money(line.unitPrice)}</td>
              <td style={right}>{money(line.lineTotal)}</td>
            </tr>
          ))}
          {totals.map(([label, value], index) => {
            const bold: CSSProperties = index === totals.length - 1 ? { fontWeight: 'bold' } : {};
            return (
              <tr key={label}>
                <td colSpan={3} style={{ ...totalCell, ...bold }}>
                  {label}
                </td>
                <td style={{ ...totalCell, whiteSpace: 'nowrap', ...bold }}>{value}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TextOr>
  );
}

/** Where the order goes, under its heading ('Shipping to:'): the address, or the studio for local pickup. */
export function Destination({ order, heading }: { order: OrderReceipt; heading: string }) {
  const address = order.shippingAddress;
  const lines =
    order.shippingMethod === 'pickup'
      ? ['Local pickup at the studio']
      : [order.customerName, address.street, `${address.city}, ${address.state} ${address.zipCode}`, address.country];
  return (
    <TextOr text={<Lines lines={[`${heading}:`, ...lines]} />}>
      <p>
        <strong>{`${heading}:`}</strong>
        {lines.map((line, index) => (
          <Fragment key={index}>
            <br />
            {line}
          </Fragment>
        ))}
      </p>
    </TextOr>
  );
}

const CERTIFICATES_NOTE = 'Keep this e-mail: each link opens the certificate and its PDF, no account needed.';

/**
 * The order's certificates of authenticity with their private links (an event recorded before links
 * existed has none, and then nothing is shown).
 */
export function Certificates({ order, context }: { order: OrderReceipt; context: MailContext }) {
  const certificates = (order.certificates ?? []).map((certificate) => ({ ...certificate, url: `${context.shopUrl}${certificate.link}` }));
  if (!certificates.length) return null;
  const text = (
    <Lines
      lines={[
        'Certificates of authenticity:',
        ...certificates.flatMap((certificate) => [`- ${certificate.item}, ${certificate.edition}: ${certificate.code}`, `  ${certificate.url}`]),
        CERTIFICATES_NOTE,
      ]}
    />
  );
  return (
    <TextOr text={text}>
      <Heading level={3}>Certificates of authenticity</Heading>
      <ul>
        {certificates.map((certificate) => (
          <li key={certificate.code}>
            {`${certificate.item}, ${certificate.edition}: `}
            <a href={certificate.url}>{certificate.code}</a>
          </li>
        ))}
      </ul>
      <p style={{ fontSize: 14, color: muted }}>{CERTIFICATES_NOTE}</p>
    </TextOr>
  );
}

/**
 * The frame of the buyer's mails about their order's progress: hello, what happened (a paragraph each),
 * anything more, the studio's note if any, and the way to ask.
 */
export function OrderStatusMail({
  order,
  context,
  message,
  children,
}: {
  order: Pick<EventPayloads['order.status-changed'], 'customerName' | 'note'>;
  context: MailContext;
  message: string[];
  children?: ReactNode;
}) {
  return (
    <Layout context={context}>
      <Greeting name={order.customerName} />
      {message.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {children}
      {order.note && <p>{`A note from the studio: ${order.note}`}</p>}
      <p>Questions? Reply to this e-mail.</p>
    </Layout>
  );
}
