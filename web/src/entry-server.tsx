import { dehydrate, type Query } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createQueryClient } from '@artshop/ui';
import type { FormResult } from '@artshop/contracts';
import type { ServerState } from './server-state';
import { RenderedParts } from './shared/lazy-part';
import { Shop } from './Shop';

export { SERVER_STATE_ID } from './server-state';

export interface RenderedApp {
  /** The app's markup, for inside <div id="root">. */
  html: string;
  /** What the browser needs to take the markup over (the element SERVER_STATE_ID holds it, as JSON). */
  state: ServerState;
}

/**
 * Answers one read of the page (its query key joined, as the browser would GET it) as any visitor
 * would get it; undefined when the server must not read it for the page (a visitor's own cart or
 * account: those fill in after hydration).
 */
export type SharedRead = (path: string) => Promise<unknown> | undefined;

export interface RenderOptions {
  signal?: AbortSignal;
  /** Told of an error a part of the page met (that part is then rendered by the browser instead). */
  onError?: (error: unknown) => void;
  /** What a form's post came to: the page shows it (a notice, or the refused form filled in again). */
  formResult?: FormResult;
}

/** Renders after reads come in: the header's links need the categories, a page its own data, then what that data shows. */
const MAX_PASSES = 4;

/**
 * The storefront at `url`, rendered as a signed-out visitor sees it, with the data it shows. The
 * reads a page makes are found by rendering it: each render leaves its queries in the cache, those
 * still waiting are read (when shared) and the page rendered again, until nothing new is asked for.
 * The whole page is awaited rather than streamed: the gateway keeps the answer, and a complete page
 * needs no inline script to put late parts in place (the Content Security Policy allows none).
 */
export async function renderPage(url: string, read: SharedRead, options: RenderOptions = {}): Promise<RenderedApp> {
  const queryClient = createQueryClient();
  const cache = queryClient.getQueryCache();
  const asked = new Set<string>();
  const parts = new Set<string>();
  const shop = (
    <RenderedParts value={parts}>
      <Shop queryClient={queryClient} formResult={options.formResult} Router={({ children }) => <StaticRouter location={url}>{children}</StaticRouter>} />
    </RenderedParts>
  );
  let html = await renderToHtml(shop, options);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const reads = cache
      .getAll()
      .filter((query) => waiting(query) && !asked.has(query.queryHash))
      .flatMap((query) => {
        asked.add(query.queryHash);
        const answer = read(query.queryKey.map(String).join('/'));
        return answer ? [queryClient.prefetchQuery({ queryKey: query.queryKey, queryFn: () => answer })] : [];
      });
    if (reads.length === 0) break;
    await Promise.all(reads);
    html = await renderToHtml(shop, options);
  }
  // A read that failed is left to the browser: rendered as still loading, and asked again there.
  const failed = cache.findAll({ predicate: (query) => query.state.status === 'error' });
  if (failed.length > 0) {
    for (const query of failed) cache.remove(query);
    html = await renderToHtml(shop, options);
  }
  return { html, state: { queries: dehydrate(queryClient), parts: [...parts], ...(options.formResult && { formResult: options.formResult }) } };
}

/** A query the page rendered with and waits for (a switched-off one, `enabled: false`, waits for nothing). */
function waiting(query: Query): boolean {
  const { enabled } = query.options as { enabled?: unknown };
  return query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled !== false;
}

async function renderToHtml(element: ReactNode, { signal, onError }: RenderOptions): Promise<string> {
  // Every part inline, however large: a part sent apart needs an inline script to put it in place.
  const { prelude } = await prerender(element, { signal, onError, progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}
