import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider, createQueryClient, queryKeys } from '@artshop/ui';
import { App, loadProductPage } from './App';
import { productKeys } from './features/catalog/hooks';
import { DeferredToaster } from './features/layout/components/DeferredToaster';
import './index.css';

const queryClient = createQueryClient();

/**
 * The data the first screen shows, asked for before React renders it (the requests would
 * otherwise wait for the first render to finish): the site settings and the categories for the header and the
 * shop's currency everywhere, the product list on home and the shop screens, the product (and the
 * page's own script) on its page.
 */
function prefetchFirstScreen(pathname: string): void {
  const prefetch = (queryKey: readonly unknown[]) => void queryClient.prefetchQuery({ queryKey });
  prefetch(queryKeys.siteSettings);
  // The currency every price is shown in.
  prefetch(queryKeys.shopSettings);
  // The header's links: the shop's categories (also the Filters panel's: an address with filters
  // opens the panel at once) and the page switches (Mail Club, Contact, the More menu).
  prefetch(queryKeys.categories);
  prefetch(queryKeys.pageSettings);
  if (/^\/(shop-all|originals|prints|accessories)?\/?$/i.test(pathname)) prefetch(productKeys.list);
  const product = /^\/product\/([^/]+)\/?$/i.exec(pathname);
  if (product) {
    prefetch(productKeys.detail(decodeURIComponent(product[1]!)));
    void loadProductPage();
  }
}

prefetchFirstScreen(window.location.pathname);

// A transition: the first render yields to the browser in small slices instead of one long task.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <BrowserRouter>
            <App />
            <DeferredToaster />
          </BrowserRouter>
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
});
