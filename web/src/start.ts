import type { APP_READY_ATTRIBUTE, SERVER_STATE_ID, ServerState } from './server-state';

// The names themselves rather than an import: an import would make server-state.ts a chunk of its
// own, one more request before this script runs. The types keep the two the same.
const STATE_ID: typeof SERVER_STATE_ID = 'shop-state';
const READY_ATTRIBUTE: typeof APP_READY_ATTRIBUTE = 'data-app-ready';

/**
 * What a page the gateway sends runs first, in the app's place (index.html's script becomes this
 * script's data-app; the gateway already asks for it and what it imports, at low priority). It runs
 * as soon as the page is parsed: the scripts of the parts the page shows are asked for with the
 * app's, and the app starts and takes the page over. Until it has, the page's forms are plain HTML
 * forms the gateway answers, so a tap is never lost.
 */
const app = document.querySelector<HTMLScriptElement>('script[data-app]')!.dataset.app!;
const stateElement = document.getElementById(STATE_ID);
const rendered = stateElement ? (JSON.parse(stateElement.textContent!) as ServerState) : undefined;
for (const href of rendered?.scripts ?? []) {
  document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '', fetchPriority: 'low' }));
}
void import(/* @vite-ignore */ app);

/**
 * A tap on a control that only the app can answer (a button that is no plain form's submit: the art
 * wall's, the cart's, a sheet's), made before the app has taken the page over, is kept and replayed
 * once it has (main.tsx marks the page ready): hydration keeps the server's elements, so the same
 * element is clicked again. Meanwhile the control shows it is getting ready (index.css).
 */
const kept: HTMLButtonElement[] = [];
function keepTap(event: MouseEvent): void {
  if (document.documentElement.hasAttribute(READY_ATTRIBUTE)) return;
  const control = (event.target as Element | null)?.closest<HTMLButtonElement>('button');
  if (!control || (control.type === 'submit' && control.form?.hasAttribute('action'))) return;
  if (!kept.includes(control)) kept.push(control);
  control.setAttribute('aria-busy', 'true');
  control.dataset.waiting = '';
}
addEventListener('click', keepTap, true);
new MutationObserver((_changes, observer) => {
  if (!document.documentElement.hasAttribute(READY_ATTRIBUTE)) return;
  observer.disconnect();
  removeEventListener('click', keepTap, true);
  for (const control of kept) {
    control.removeAttribute('aria-busy');
    delete control.dataset.waiting;
    if (control.isConnected && !control.disabled) control.click();
  }
}).observe(document.documentElement, { attributes: true, attributeFilter: [READY_ATTRIBUTE] });
