import { Outlet } from 'react-router-dom';
import { useNewsletterLanding } from '../newsletter/useNewsletterLanding';
import { Footer } from './components/Footer';
import { Header } from './components/Header';

export function Layout() {
  useNewsletterLanding();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
