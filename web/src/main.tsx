import './before-schemas';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@artshop/ui';
import { SERVER_STATE_ID, type ServerState } from './server-state';
import { preloadParts } from './shared/lazy-part';
import { loadFormChecksOnFirstFocus } from './shared/lazy-resolver';
import { Shop } from './Shop';
import './index.css';

const queryClient = createQueryClient();
loadFormChecksOnFirstFocus(document);

const container = document.getElementById('root')!;
const serverState = document.getElementById(SERVER_STATE_ID);
const state = serverState ? (JSON.parse(serverState.textContent!) as ServerState) : undefined;
const shop = <Shop queryClient={queryClient} Router={BrowserRouter} formResult={state?.formResult} />;
if (state) {
  // The gateway rendered this page: the browser takes its markup over, with the data and the lazy parts' code it was rendered with.
  const { queries, parts } = state;
  hydrate(queryClient, queries);
  // A transition, as below: hydration yields to the browser between components, so a tap is not
  // kept waiting behind one long task.
  void preloadParts(parts).then(() =>
    startTransition(() => {
      hydrateRoot(container, shop, {
        // Where the markup did not match, which part: React's own report names no component.
        onRecoverableError: (error, info) => console.error(error, info.componentStack),
      });
    }),
  );
} else {
  // The gateway could not render this page: the browser renders it. A transition: the first render
  // yields to the browser in small slices instead of one long task.
  startTransition(() => createRoot(container).render(shop));
}
