import type { DehydratedState } from '@tanstack/react-query';
import type { FormResult } from '@artshop/contracts';

/**
 * The element holding the data a server-rendered page was rendered with (TanStack Query's dehydrated
 * state, as JSON): a data block rather than a script, so the Content Security Policy needs no hash for it.
 */
export const SERVER_STATE_ID = 'shop-state';

/** Set on <html> once the app has taken the page over (hydrated): taps kept until then are replayed (start.ts). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** What a server-rendered page hands to the browser. */
export interface ServerState {
  /** The reads it was rendered with, for the browser's query cache: it does not ask for them again. */
  queries: DehydratedState;
  /** The lazily loaded parts it shows (lazyPart's modules): loaded before hydrating, so they render as on the server. */
  parts: string[];
  /** What a form's post came to, when the page was rendered with it (shown the same once hydrated). */
  formResult?: FormResult;
  /** Their scripts, added by the gateway from the build's manifest: the first script (start.ts) asks for them with the app's. */
  scripts?: string[];
}
