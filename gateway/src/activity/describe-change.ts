import type { ActivityArea, ApiRoute, RpcContract } from '@artshop/contracts';

/** What the activity log keeps of one admin change (the actor is added by who records it). */
export interface ChangeDescription {
  area: ActivityArea;
  action: string;
  subject: string | null;
  details: string[];
}

/** Never written down, whatever the route: what an admin types to prove who they are, or a key. */
const SECRET = /password|secret|token|apikey|api_key|signature/i;
/** A text longer than this (a description, a page's story, an image's data) is said to have changed, not copied. */
const SHORT_TEXT = 120;
const MOST_DETAILS = 20;

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => value !== null && typeof value === 'object' && !Array.isArray(value);

/** 'pricingTiers' → 'pricing tiers', as the log shows a field. */
const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** A pricing tier (or anything shaped like one) in one line: 'Print 18x24: 225.00, 25 in stock'. */
function tierLine(tier: Fields): string | null {
  if (typeof tier.price !== 'string' && typeof tier.price !== 'number') return null;
  const name = [tier.type, tier.size].filter((part) => typeof part === 'string' && part).join(' ') || 'tier';
  const stock = typeof tier.stock === 'number' ? `, ${tier.stock} in stock` : '';
  return `${name}: ${tier.price}${stock}`;
}

function fieldLines(key: string, value: unknown): string[] {
  const label = words(key);
  if (SECRET.test(key)) return key.toLowerCase().startsWith('current') ? [] : [`${label} changed`];
  if (value === null || value === '') return [`${label}: cleared`];
  if (typeof value === 'number' || typeof value === 'boolean') return [`${label}: ${value}`];
  if (typeof value === 'string') return [value.length <= SHORT_TEXT && !value.includes('\n') ? `${label}: ${value}` : `${label} changed`];
  if (Array.isArray(value)) {
    const tiers = value.map((item) => (isFields(item) ? tierLine(item) : null));
    if (value.length > 0 && tiers.every((line) => line !== null)) return tiers as string[];
    if (value.every((item) => typeof item === 'string' || typeof item === 'number') && value.join(', ').length <= SHORT_TEXT)
      return [`${label}: ${value.join(', ') || 'none'}`];
  }
  return [`${label} changed`];
}

/** What a change was made to, as the artist names it: an order's number, a product's or a page's name, a discount code, else the id in the path. */
function subjectOf(result: unknown, params: Fields): string | null {
  if (isFields(result)) {
    if (typeof result.orderNumber === 'string') return `#${result.orderNumber}`;
    for (const key of ['name', 'title', 'email', 'code'] as const) if (typeof result[key] === 'string' && result[key]) return result[key] as string;
  }
  const [first] = Object.values(params);
  return typeof first === 'string' ? first : null;
}

/**
 * One admin change in the log's words, from the route's contract, its input and its answer: the area
 * and call, what it was made to, and the fields it set (the values of short ones, never a secret). The
 * input is read as the contract parses it, so a field the shop does not know is not written down; an
 * update (PUT, PATCH) that sets no field it knows changed nothing and is no entry (null).
 */
export function describeChange(contract: RpcContract & { route: ApiRoute }, input: Fields, result: unknown): ChangeDescription | null {
  const parsed = contract.input.safeParse(input);
  // The fields as sent, those the contract keeps (not the defaults it fills in).
  const known = (key: string) => !parsed.success || !isFields(parsed.data) || key in parsed.data;
  const inPath = new Set([...contract.route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!));
  const params = Object.fromEntries(Object.entries(input).filter(([key]) => inPath.has(key)));
  const set = Object.entries(input).filter(([key, value]) => !inPath.has(key) && value !== undefined && known(key));
  if (set.length === 0 && (contract.route.method === 'PUT' || contract.route.method === 'PATCH')) return null;
  const details = set.flatMap(([key, value]) => fieldLines(key, value));
  return {
    area: contract.part,
    action: contract.name.slice(contract.name.indexOf('.') + 1),
    subject: subjectOf(result, params),
    details: details.length > MOST_DETAILS ? [...details.slice(0, MOST_DETAILS), `and ${details.length - MOST_DETAILS} more`] : details,
  };
}
