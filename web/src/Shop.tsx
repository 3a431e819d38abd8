import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import type { FormResult } from '@artshop/contracts';
import { ThemeProvider } from '@artshop/ui';
import { App } from './App';
import { DeferredToaster } from './features/layout/components/DeferredToaster';
import { APP_READY_ATTRIBUTE } from './server-state';
import { FormResultContext } from './shared/server-forms';

/** Marks the page as the app's once it has taken it over: taps kept until then are replayed (start.ts). */
function AppReady() {
  // In the commit itself: a tap after it is the app's own, never kept and replayed a second time.
  useLayoutEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  return null;
}

/**
 * The whole storefront, the same tree on the server (entry-server.tsx, a StaticRouter at the
 * requested address) and in the browser (main.tsx, the BrowserRouter): hydration needs the two to match.
 */
export function Shop({
  queryClient,
  Router,
  formResult,
}: {
  queryClient: QueryClient;
  Router: ComponentType<{ children: ReactNode }>;
  /** What a form's post came to, when the gateway rendered the page with it. */
  formResult?: FormResult;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <FormResultContext value={formResult}>
            <Router>
              <App />
              <DeferredToaster />
              <AppReady />
            </Router>
          </FormResultContext>
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
