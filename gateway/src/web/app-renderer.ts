import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_CONTRACTS, type FormResult } from '@artshop/contracts';
import { jsonForScript } from '../seo/page-meta.js';
import type { StorefrontAssets } from './storefront-assets.js';

/** What web/src/entry-server.tsx exports (its build, web/dist-server/entry-server.js). */
interface StorefrontServerEntry {
  renderPage(
    url: string,
    read: (path: string) => Promise<unknown> | undefined,
    options: { signal?: AbortSignal; onError?: (error: unknown) => void; formResult?: FormResult },
  ): Promise<{ html: string; state: { parts: string[] } }>;
  SERVER_STATE_ID: string;
}

/** The storefront's page at an address, as markup for inside its root element, and the data it was rendered with. */
export interface RenderedApp {
  html: string;
  /** The <script type="application/json"> element the browser takes the markup over with (data, pages' code). */
  stateElement: string;
}

/** Renders the page at a URL; a part of it that fails is told to onError (the browser renders that part). */
export type AppRenderer = (url: string, onError: (error: unknown) => void, formResult?: FormResult) => Promise<RenderedApp>;

/** A page that takes longer is sent without its markup (the browser renders it) rather than kept waiting. */
const RENDER_TIMEOUT_MS = 5_000;

/** The API reads the same for every visitor (`shared` routes), as patterns of their paths, with any query (a shop page's filters). */
const SHARED_READS = API_CONTRACTS.filter(({ route }) => route.method === 'GET' && route.shared).map(
  ({ route }) => new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/?#]+')}(\\?[^#]*)?$`),
);

/**
 * The storefront's server renderer, from the storefront's server build (beside its dist): undefined
 * when that build is missing, and the gateway then sends the page's frame for the browser to render.
 * The page's reads are answered by this gateway's own routes, in memory (fastify.inject), with no
 * cookie: exactly what a signed-out visitor's browser would get, through the same cache.
 */
export async function loadAppRenderer(storefrontRoot: string, fastify: FastifyInstance, { lazyScripts }: StorefrontAssets): Promise<AppRenderer | undefined> {
  const entryPath = join(storefrontRoot, '../dist-server/entry-server.js');
  if (!existsSync(entryPath)) return undefined;
  const entry = (await import(pathToFileURL(entryPath).href)) as StorefrontServerEntry;
  const read = (path: string): Promise<unknown> | undefined => {
    if (!SHARED_READS.some((pattern) => pattern.test(path))) return undefined;
    return fastify.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } }).then((answer) => {
      if (answer.statusCode !== 200) throw new Error(`GET ${path} answered ${answer.statusCode}`);
      return answer.json();
    });
  };
  return async (url, onError, formResult) => {
    const { html, state } = await entry.renderPage(url, read, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), onError, formResult });
    // The scripts of the lazily loaded parts it shows: the browser asks for them with the app's (web/src/start.ts).
    const scripts = [...new Set(state.parts.flatMap((module) => lazyScripts[module] ?? []))];
    return { html, stateElement: `<script type="application/json" id="${entry.SERVER_STATE_ID}">${jsonForScript({ ...state, scripts })}</script>` };
  };
}
