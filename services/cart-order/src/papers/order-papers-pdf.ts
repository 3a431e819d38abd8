import type { PDFDocument, PDFPage } from 'pdf-lib';
import { SHIPPING_METHOD_LABELS, centsToDecimal, formatMoney, type ShippingAddress } from '@artshop/contracts';
import { MUTED, RULE, longDate, newPdf, text, wrap, type PdfFonts } from '../pdf/pdf-drawing.js';
import type { Order } from '../orders/order.entity.js';
import type { IssuedInvoice } from './invoice-numbers.js';

/** Who sells: the business settings' name and address (the artist's name when no business name is set), and the time zone its dates are printed in. */
export interface Seller {
  name: string;
  addressLines: string[];
  taxId: string;
  timeZone: string;
}

/** A refund that went back to the buyer. */
export interface PaperRefund {
  cents: number;
  on: Date;
}

/** An order as its papers print it: its lines' edition numbers ('3/25', by line id) and its refunds. */
export interface PaperOrder {
  order: Order;
  editions: ReadonlyMap<string, string[]>;
  refunds: readonly PaperRefund[];
}

// US Letter, portrait.
const WIDTH = 612;
const HEIGHT = 792;
const LEFT = 54;
const RIGHT = WIDTH - 54;
/** Below this a page takes no more lines: the next ones go on a page of their own. */
const FOOT = 96;

/** The packing slips of these orders, one (or more, for a long order) a page: what goes in the parcel and where, no prices. */
export async function renderPackingSlips(seller: Seller, orders: readonly PaperOrder[], now: Date): Promise<Uint8Array> {
  const { pdf, fonts } = await newPdf({ title: paperTitle('Packing slip', orders), author: seller.name, createdAt: now });
  for (const paper of orders) {
    const { order } = paper;
    const sheet = new Sheet(pdf, fonts, `Packing slip, order #${order.orderNumber}`);
    sheet.header(seller, 'PACKING SLIP', [
      ['Order', `#${order.orderNumber}`],
      ['Date', longDate(orderDate(order), seller.timeZone)],
    ]);
    sheet.addressBlock('SHIP TO', shipToLines(order), 'SHIPPING', [SHIPPING_METHOD_LABELS[order.shippingMethod]]);
    const columns = [
      { label: 'WORK', x: LEFT, width: 200 },
      { label: 'SIZE / TIER', x: 264, width: 150 },
      { label: 'EDITION', x: 420, width: 100 },
      { label: 'QTY', x: RIGHT, align: 'right' as const },
    ];
    sheet.tableHead(columns);
    // Refunded pieces are not sent.
    for (const line of order.lines.filter((one) => one.quantity > one.refundedQuantity))
      sheet.row(columns, [
        line.productName,
        line.tierLabel ?? '',
        (paper.editions.get(line.id) ?? []).join(', '),
        String(line.quantity - line.refundedQuantity),
      ]);
    sheet.rule();
    if (order.notes) sheet.note('NOTE', order.notes);
    sheet.footer('Thank you for your order.');
  }
  return pdf.save();
}

/** The invoices of these orders, one (or more, for a long order) a page: seller, buyer, lines, totals, refunds, currency. */
export async function renderInvoices(seller: Seller, orders: ReadonlyArray<PaperOrder & { invoice: IssuedInvoice }>, now: Date): Promise<Uint8Array> {
  const { pdf, fonts } = await newPdf({ title: paperTitle('Invoice', orders), author: seller.name, createdAt: now });
  for (const paper of orders) {
    const { order, invoice } = paper;
    const money = (cents: number) => formatMoney(centsToDecimal(cents), order.currency);
    const sheet = new Sheet(pdf, fonts, `Invoice ${invoice.number}, order #${order.orderNumber}`);
    sheet.header(seller, 'INVOICE', [
      ['Invoice no.', String(invoice.number)],
      ['Issued', longDate(invoice.issuedAt, seller.timeZone)],
      ['Order', `#${order.orderNumber}`],
      ['Paid', longDate(orderDate(order), seller.timeZone)],
    ]);
    const billTo = [order.customerName, order.customerEmail, ...(order.customerPhone ? [order.customerPhone] : []), ...addressLines(order.shippingAddress)];
    sheet.addressBlock('BILL TO', billTo, 'SHIPPING', [SHIPPING_METHOD_LABELS[order.shippingMethod]]);
    const columns = [
      { label: 'ITEM', x: LEFT, width: 280 },
      { label: 'UNIT PRICE', x: 420, align: 'right' as const },
      { label: 'QTY', x: 470, align: 'right' as const },
      { label: 'AMOUNT', x: RIGHT, align: 'right' as const },
    ];
    sheet.tableHead(columns);
    for (const line of order.lines)
      sheet.row(columns, [
        line.tierLabel ? `${line.productName} (${line.tierLabel})` : line.productName,
        money(line.unitPriceCents),
        String(line.quantity),
        money(line.unitPriceCents * line.quantity),
      ]);
    sheet.rule();
    sheet.total('Subtotal', money(order.subtotalCents));
    if (order.discountCode) sheet.total(`Discount (${order.discountCode})`, `-${money(order.discountCents)}`);
    sheet.total('Shipping', money(order.shippingCents));
    sheet.total('Tax', money(order.taxCents));
    sheet.total('Total', money(order.totalCents), true);
    if (paper.refunds.length > 0) {
      for (const refund of paper.refunds) sheet.total(`Refunded on ${longDate(refund.on, seller.timeZone)}`, `-${money(refund.cents)}`);
      const refunded = paper.refunds.reduce((sum, refund) => sum + refund.cents, 0);
      sheet.total('Total after refunds', money(order.totalCents - refunded), true);
    }
    sheet.footer(`All amounts in ${order.currency}.`);
  }
  return pdf.save();
}

/** The day the order was paid (the day it was made, for one refunded at once and never marked paid). */
const orderDate = (order: Order) => order.paidAt ?? order.createdAt;

const paperTitle = (kind: string, orders: readonly PaperOrder[]) =>
  orders.length === 1 ? `${kind}, order #${orders[0]!.order.orderNumber}` : `${kind}s, ${orders.length} orders`;

function addressLines(address: ShippingAddress | null): string[] {
  if (!address) return [];
  return [address.street, [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', '), address.country].filter(
    Boolean,
  );
}

function shipToLines(order: Order): string[] {
  if (order.shippingMethod === 'pickup') return [order.customerName, 'Collects the order at the studio'];
  return [order.customerName, ...addressLines(order.shippingAddress), ...(order.customerPhone ? [order.customerPhone] : [])];
}

interface Column {
  label: string;
  x: number;
  width?: number;
  align?: 'right';
}

/** One order's paper, drawn from the top down; a long order goes on to another page. */
class Sheet {
  private page: PDFPage;
  private y = HEIGHT - 54;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: PdfFonts,
    private readonly name: string,
  ) {
    this.page = pdf.addPage([WIDTH, HEIGHT]);
  }

  header(seller: Seller, title: string, facts: Array<[string, string]>) {
    const { sans, sansBold } = this.fonts;
    text(this.page, seller.name, { x: LEFT, y: this.y - 4, font: sansBold, size: 16, maxWidth: 300 });
    let left = this.y - 22;
    for (const line of [...seller.addressLines, ...(seller.taxId ? [`Tax ID ${seller.taxId}`] : [])]) {
      text(this.page, line, { x: LEFT, y: left, font: sans, size: 9, color: MUTED, maxWidth: 300 });
      left -= 12;
    }
    text(this.page, title, { x: RIGHT, y: this.y - 4, font: sansBold, size: 18, align: 'right' });
    let right = this.y - 24;
    for (const [label, value] of facts) {
      text(this.page, label, { x: RIGHT - 170, y: right, font: sans, size: 9, color: MUTED });
      text(this.page, value, { x: RIGHT, y: right, font: sans, size: 10, align: 'right' });
      right -= 14;
    }
    this.y = Math.min(left, right) - 10;
    this.rule();
  }

  addressBlock(label: string, lines: string[], sideLabel: string, side: string[]) {
    const { sans, sansBold } = this.fonts;
    this.y -= 12;
    text(this.page, label, { x: LEFT, y: this.y, font: sans, size: 8, color: MUTED });
    text(this.page, sideLabel, { x: 360, y: this.y, font: sans, size: 8, color: MUTED });
    side.forEach((line, index) => text(this.page, line, { x: 360, y: this.y - 16 - index * 14, font: sans, size: 10, maxWidth: RIGHT - 360 }));
    lines.forEach((line, index) =>
      text(this.page, line, { x: LEFT, y: this.y - 16 - index * 14, font: index === 0 ? sansBold : sans, size: 10, maxWidth: 290 }),
    );
    this.y -= 16 + Math.max(lines.length, side.length) * 14 + 12;
  }

  tableHead(columns: Column[]) {
    this.y -= 6;
    this.cells(
      columns,
      columns.map((column) => column.label),
      { size: 8, color: MUTED },
    );
    this.y -= 6;
    this.rule();
    this.y -= 4;
  }

  row(columns: Column[], values: string[]) {
    if (this.y - 16 < FOOT) {
      this.continued();
      this.tableHead(columns);
    }
    this.y -= 14;
    this.cells(columns, values, { size: 10 });
    this.y -= 4;
  }

  total(label: string, value: string, strong = false) {
    if (this.y - 16 < FOOT) this.continued();
    const font = strong ? this.fonts.sansBold : this.fonts.sans;
    this.y -= 16;
    text(this.page, label, { x: 330, y: this.y, font, size: 10 });
    text(this.page, value, { x: RIGHT, y: this.y, font, size: 10, align: 'right' });
  }

  note(label: string, body: string) {
    const lines = wrap(body, this.fonts.serifItalic, 11, RIGHT - LEFT);
    if (this.y - 24 - lines.length * 14 < FOOT) this.continued();
    this.y -= 24;
    text(this.page, label, { x: LEFT, y: this.y, font: this.fonts.sans, size: 8, color: MUTED });
    for (const line of lines) {
      this.y -= 14;
      text(this.page, line, { x: LEFT, y: this.y, font: this.fonts.serifItalic, size: 11 });
    }
  }

  rule() {
    this.page.drawLine({ start: { x: LEFT, y: this.y }, end: { x: RIGHT, y: this.y }, thickness: 0.5, color: RULE });
  }

  footer(line: string) {
    text(this.page, line, { x: LEFT, y: 60, font: this.fonts.sans, size: 9, color: MUTED, maxWidth: RIGHT - LEFT });
  }

  private cells(columns: Column[], values: string[], style: { size: number; color?: typeof MUTED }) {
    columns.forEach((column, index) =>
      text(this.page, values[index] ?? '', { x: column.x, y: this.y, font: this.fonts.sans, maxWidth: column.width, align: column.align, ...style }),
    );
  }

  private continued() {
    this.page = this.pdf.addPage([WIDTH, HEIGHT]);
    this.y = HEIGHT - 54;
    text(this.page, `${this.name} (continued)`, { x: LEFT, y: this.y, font: this.fonts.sansBold, size: 11 });
    this.y -= 14;
  }
}
