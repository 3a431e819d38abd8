import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Deep enough for any body the shop's forms send (a product with tiers is 3 levels), far below what hurts a parser. */
export const MAX_BODY_DEPTH = 32;
/** A form or a settings document; routes with long texts (products, page settings) declare more. */
export const DEFAULT_BODY_LIMIT = 100 * 1024;
export const LARGE_BODY_LIMIT = 1024 * 1024;

export const MESSAGES = {
  tooDeep: 'The request body is nested too deeply.',
  notJson: 'Send the request body as JSON (Content-Type: application/json).',
  notForm: 'Send the form as a web form (Content-Type: application/x-www-form-urlencoded).',
  tooLarge: (limit: number) => `The request body is too large (at most ${Math.round(limit / 1024)} KB).`,
  badCharacter: (where: string) => `${where} contains a character that is not allowed (a NUL character or a broken Unicode character).`,
};

class BadBody extends Error {
  readonly statusCode = 400;
}

/**
 * The one way a request body enters the shop: JSON only (a form or text/plain body is what another
 * site can post without asking, so it is never parsed), prototype keys refused, nesting bounded
 * before parsing (JSON.parse of a deep body costs CPU), and no text PostgreSQL cannot store (NUL,
 * a lone surrogate), so every service behind the gateway receives text it can keep.
 */
export function registerJsonBodies(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body); // parseAs 'string'
    if (request.routeOptions.config.rawBody) return done(null, text);
    if (exceedsDepth(text, MAX_BODY_DEPTH)) return done(new BadBody(MESSAGES.tooDeep), undefined);

    parseJson(request, text, (error, body) => {
      if (error) return done(error, undefined);
      const bad = findBadText(body);
      done(bad === undefined ? null : new BadBody(MESSAGES.badCharacter(bad)), body);
    });
  });

  // The shop's HTML forms (only routes whose config says takesForm: the hook in security.ts refuses
  // this type elsewhere before it is read). A name sent more than once (ticked boxes) becomes a list.
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    if (!request.routeOptions.config.takesForm) return done(new BadBody(MESSAGES.notJson), undefined);
    const fields: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
    for (const [name, value] of new URLSearchParams(String(body))) {
      const before = fields[name];
      fields[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
    }
    const bad = findBadText(fields);
    done(bad === undefined ? null : new BadBody(MESSAGES.badCharacter(bad)), { ...fields });
  });

  // Query strings and path parameters reach the database too.
  fastify.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const bad = findBadText(request.query, 'The address') ?? findBadText(request.params, 'The address');
    if (bad !== undefined) return reply.status(400).send({ message: MESSAGES.badCharacter(bad) });
  });
}

/** Whether a JSON text opens more than `max` arrays or objects at once; brackets inside strings do not count. */
export function exceedsDepth(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}

/** A NUL, or half of a surrogate pair without its other half: text PostgreSQL refuses to store. */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isBadText = (text: string) => BAD_TEXT.test(text);

/** The field holding text that cannot be stored ('The address' for the query and path), or undefined. */
export function findBadText(value: unknown, where?: string): string | undefined {
  const describe = (path: string[]) => where ?? (path.length ? `The field "${path.join('.')}"` : 'The request body');
  const visit = (node: unknown, path: string[]): string | undefined => {
    if (typeof node === 'string') return isBadText(node) ? describe(path) : undefined;
    if (typeof node !== 'object' || node === null) return undefined;
    for (const [key, child] of Object.entries(node)) {
      if (isBadText(key)) return where ?? 'A field name';
      const found = visit(child, [...path, key]);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return visit(value, []);
}

/** Whether a request carries a body (Fastify's own test: a length above zero or a chunked transfer). */
export function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Whether the request says its body is an urlencoded web form. */
export function isFormBody(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/** Whether the request says its body is JSON (the media type alone, whatever its parameters). */
export function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.split(';')[0]!.trim().toLowerCase() === 'application/json';
}
