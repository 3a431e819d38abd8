import type { SERVER_STATE_ID, ServerState } from './server-state';

// The id itself rather than an import: an import would make server-state.ts a chunk of its own,
// one more request before this script runs. The type keeps the two the same.
const STATE_ID: typeof SERVER_STATE_ID = 'shop-state';

/**
 * What a page the gateway sends runs first, in the app's place (index.html's script and its
 * modulepreloads become this script's data-app: the app's script, then the chunks it imports). A
 * server-rendered page is readable without scripts: the app's are asked for once it has painted and
 * its first screen's pictures and font are in, so that on a phone's network they do not share the
 * bandwidth with what the visitor is looking at. A page without the server's markup starts at once.
 */
const [app, ...imported] = document.querySelector<HTMLScriptElement>('script[data-app]')!.dataset.app!.split(' ');
const stateElement = document.getElementById(STATE_ID);
const rendered = stateElement ? (JSON.parse(stateElement.textContent!) as ServerState) : undefined;
void (rendered ? firstScreenShown() : Promise.resolve()).then(() => {
  // The parts the page shows (their lazily loaded code) come with the app, not after it.
  for (const href of [...imported, ...(rendered?.scripts ?? [])]) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
  }
  return import(/* @vite-ignore */ app!);
});

/** Once the page has painted and loaded (a hidden tab paints nothing: it only waits for the load); at most a few seconds. */
function firstScreenShown(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });
  const painted = new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) return resolve();
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  const atMost = new Promise<void>((resolve) => setTimeout(resolve, 3_000));
  return Promise.race([Promise.all([loaded, painted]).then(() => undefined), atMost]);
}
