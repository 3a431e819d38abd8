import { useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useThemeSettings } from '@artshop/ui';
import { FormNotice } from '../../shared/server-forms';
import { useNewsletterLanding } from '../../shared/newsletter/useNewsletterLanding';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { TestModeBanner } from './components/TestModeBanner';

/**
 * A new page starts at its top (a product opened from low on the home page opened scrolled down);
 * back and forward (POP) leave the position to the browser, which restores it. Only the path counts:
 * a shop screen's filters change the query and keep the place.
 */
function useNewPageStartsAtTop() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  // The path of the last render: a replace of the query alone (Load more, a filter) also changes the navigation type.
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
}

export function Layout() {
  useNewsletterLanding();
  useNewPageStartsAtTop();
  // The theme may switch the footer off; it shows once the theme is read (preloaded with the page), so it never appears and then goes.
  const theme = useThemeSettings();
  const footer = theme.data ? theme.data.footerEnabled : theme.isError;
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        Skip to content
      </a>
      <TestModeBanner />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <FormNotice />
        <Outlet />
      </main>
      {footer ? <Footer /> : null}
    </div>
  );
}
