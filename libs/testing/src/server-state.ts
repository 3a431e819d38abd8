/** A query of the data a server-rendered page brought: its key and its data. */
export interface BroughtRead {
  queryKey: unknown[];
  state: { data: unknown };
}

/** What a server-rendered storefront page hands to the browser (web/src/server-state.ts's ServerState, as tests read it). */
export interface PageState {
  queries: { queries: BroughtRead[] };
  /** The lazily loaded parts it shows, by module. */
  parts: string[];
  /** Their scripts, which the start script asks for with the app's. */
  scripts: string[];
}

/** A server-rendered storefront page's `shop-state` block, parsed. */
export function pageState(html: string): PageState {
  const block = /<script type="application\/json" id="shop-state">([\s\S]*?)<\/script>/.exec(html);
  if (!block) throw new Error('The page has no server state: it was not rendered on the server');
  return JSON.parse(block[1]!) as PageState;
}

/**
 * The reads a server-rendered storefront page came with (TanStack Query's dehydrated cache), by path
 * as the app asks for them: `pageReads(html).get('/api/events')`.
 */
export function pageReads(html: string): Map<string, unknown> {
  return new Map(pageState(html).queries.queries.map((query) => [query.queryKey.join('/'), query.state.data]));
}
