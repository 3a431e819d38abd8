/** '+12% from last month', '-5% this week'; null (nothing to compare with) gives `none`. */
export function changeText(percent: number | null, period: string, none: string): string {
  if (percent === null) return none;
  return `${percent > 0 ? '+' : ''}${percent}% ${period}`;
}

/** '1 new message to read', '3 new messages to read'. */
export function newMessagesText(count: number): string {
  return `${count} new ${count === 1 ? 'message' : 'messages'} to read`;
}

/** The dashboard names an order by the last 8 characters of its id (admin.md section 9): 'Order #1a2b3c4d'. */
export function orderLabel(id: string): string {
  return `Order #${id.slice(-8)}`;
}
