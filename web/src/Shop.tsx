import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { ThemeProvider } from '@artshop/ui';
import { App } from './App';
import { DeferredToaster } from './features/layout/components/DeferredToaster';

/**
 * The whole storefront, the same tree on the server (entry-server.tsx, a StaticRouter at the
 * requested address) and in the browser (main.tsx, the BrowserRouter): hydration needs the two to match.
 */
export function Shop({ queryClient, Router }: { queryClient: QueryClient; Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <Router>
            <App />
            <DeferredToaster />
          </Router>
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
