/** '+12% from last month', '-5% this week'; null (nothing to compare with) gives `none`. */
export function changeText(percent: number | null, period: string, none: string): string {
  if (percent === null) return none;
  return `${percent > 0 ? '+' : ''}${percent}% ${period}`;
}

/** '1 new message to read', '3 new messages to read'. */
export function newMessagesText(count: number): string {
  return `${count} new ${count === 1 ? 'message' : 'messages'} to read`;
}

/** An order is named by its number everywhere in the back office: 'Order #1062'. */
export function orderLabel(orderNumber: string): string {
  return `Order #${orderNumber}`;
}

/** The Orders screen opened on one order (its sheet), by number. */
export function orderPath(orderNumber: string): string {
  return `/orders?order=${encodeURIComponent(orderNumber)}`;
}

/** Where Add Product and Upload Images lead: the Products screen with its drawer open (ProductsPage reads `new` and `tab`). */
export const ADD_PRODUCT = '/products?new=1';
export const UPLOAD_IMAGES = '/products?new=1&tab=images';

/** The visitors card's note: the week's change, and today's visitors. */
export function visitorsNote(visitors: { changePercent: number | null; today: number }): string {
  return `${changeText(visitors.changePercent, 'this week', 'in the last 7 days')} · ${visitors.today} today`;
}
