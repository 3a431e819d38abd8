import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';

/**
 * The network a client address stands for when counting what one client does: an IPv4 address
 * itself; for IPv6, its /64 (one household or server is given a whole /64, and picks any address in
 * it, so counting single IPv6 addresses would count nothing). An IPv4 address written as IPv6
 * (::ffff:203.0.113.7) is that IPv4 address.
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const bare = address.split('%')[0]!;
  if (!isIPv6(bare)) return address;
  const [head = '', tail] = bare.split('::');
  const first = head ? head.split(':') : [];
  const last = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = tail === undefined ? first : [...first, ...Array<string>(8 - first.length - last.length).fill('0'), ...last];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The client as services see it: its network keyed with a secret of the gateway's, so what they
 * store (open checkouts per client) cannot be turned back into an address.
 */
export function clientKey(address: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`client:${clientNetwork(address)}`)
    .digest('base64url')
    .slice(0, 22);
}
