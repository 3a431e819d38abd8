/** A query of the data a server-rendered page brought: its key and its data. */
export interface BroughtRead {
  queryKey: unknown[];
  state: { data: unknown };
}

/**
 * The reads a server-rendered storefront page came with (its `shop-state` block: TanStack Query's
 * dehydrated cache), by path as the app asks for them: `pageReads(html).get('/api/events')`.
 */
export function pageReads(html: string): Map<string, unknown> {
  const block = /<script type="application\/json" id="shop-state">([\s\S]*?)<\/script>/.exec(html);
  if (!block) throw new Error('The page has no server state: it was not rendered on the server');
  const state = JSON.parse(block[1]!) as { queries: { queries: BroughtRead[] } };
  return new Map(state.queries.queries.map((query) => [query.queryKey.join('/'), query.state.data]));
}
