import { Award, Mail, ShieldCheck, Truck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useArtistProfile } from '@artshop/ui';
import { NewsletterPlainForm } from '../../../shared/newsletter/NewsletterFormPlaceholder';
import { useFooterNav } from '../nav';
import { useFooterHeld } from '../../../shared/page-loading';
import { DeferredSocialLinks } from './DeferredSocialLinks';

// The form carries its validation schema (zod): it loads when the footer comes near the screen,
// not with the page.
// Until it has, the plain form stays (the same element: what was typed in it stays, and the app's form takes it over).
type NewsletterModule = typeof import('../../../shared/newsletter/NewsletterForm');
function useNewsletterModule(near: boolean): NewsletterModule | null {
  const [module, setModule] = useState<NewsletterModule | null>(null);
  useEffect(() => {
    if (near) void import('../../../shared/newsletter/NewsletterForm').then(setModule);
  }, [near]);
  return module;
}

/** True once the element has come within `margin` of the viewport (and from then on). */
function useNearViewport<T extends Element>(margin = '600px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}

/** The three service promises. */
const SERVICES = [
  {
    Icon: Award,
    title: 'Certificate of Authenticity',
    text: 'Every original artwork comes signed, with a certificate of authenticity from the studio.',
  },
  {
    Icon: ShieldCheck,
    title: 'Secure Checkout',
    text: 'Card payments are encrypted and processed by our payment provider; your card details never reach our servers.',
  },
  {
    Icon: Truck,
    title: 'Shipping & Delivery',
    text: 'US delivery within 14 days, international delivery in 14–28 days. Free US delivery for qualifying orders.',
  },
] as const;

/**
 * Pages whose own form asks for an e-mail address (log in, register): no second e-mail form in the
 * footer there, which browsers and password managers could autofill by mistake.
 */
const NO_NEWSLETTER = /^\/(login|register)(?:\/|$)/i;

export function Footer() {
  // While a page placeholder shows, the footer waits (it would otherwise jump down when the page
  // arrives). Read here, so that only the footer renders again when that changes, not the page.
  return useFooterHeld() ? null : <FooterContent />;
}

function FooterContent() {
  const footerNav = useFooterNav();
  const { artistName } = useArtistProfile();
  const { pathname } = useLocation();
  const [newsletterRef, newsletterNear] = useNearViewport<HTMLElement>();
  const newsletter = useNewsletterModule(newsletterNear);
  const [linksRef, linksNear] = useNearViewport<HTMLDivElement>();
  const showNewsletter = !NO_NEWSLETTER.test(pathname);
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 border-t border-border bg-muted/50">
      <section aria-labelledby="footer-services" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="footer-services" className="sr-only">
          Buying from the studio
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {SERVICES.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-border bg-card p-6" data-testid="service-card">
              <Icon className="mb-3 size-6 text-accent" aria-hidden="true" />
              <h3 className="text-base font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      {showNewsletter ? (
        <section ref={newsletterRef} aria-labelledby="footer-newsletter" className="border-t border-border" data-testid="footer-newsletter">
          <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 md:gap-12 lg:px-8">
            <div>
              <Mail className="mb-3 size-6 text-accent" aria-hidden="true" />
              <h2 id="footer-newsletter" className="text-2xl font-semibold">
                Letters from the studio
              </h2>
              <p className="mt-3 max-w-md text-sm leading-relaxed text-muted-foreground">
                New paintings before they reach the shop, print releases and the occasional look at work in progress. A few e-mails a year, never shared with
                anyone.
              </p>
            </div>
            <div className="w-full max-w-md md:justify-self-end">{newsletter ? <newsletter.NewsletterForm /> : <NewsletterPlainForm />}</div>
          </div>
        </section>
      ) : null}
      <div className="mx-auto grid max-w-7xl gap-10 border-t border-border px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div ref={linksRef}>
          <p className="font-display text-lg font-semibold">{artistName}</p>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
            Contemporary abstract paintings, limited edition prints and objects from the studio.
          </p>
          {/* The icons' row (mt-4 and 2.5rem; flow-root keeps the margin inside) is held while they load: on a
              phone the links below would otherwise move from under a finger. */}
          <div className="flow-root min-h-14">
            <DeferredSocialLinks place="footer" enabled={linksNear} />
          </div>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:col-span-3">
          {footerNav.map((group) => (
            <div key={group.heading}>
              <h2 className="font-sans text-sm font-semibold tracking-normal">{group.heading}</h2>
              <ul className="mt-3 space-y-2">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className="rounded text-sm text-muted-foreground hover:text-foreground hover:underline">
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p data-testid="copyright">
            © {year} {artistName}. All rights reserved.
          </p>
          <p className="flex gap-4">
            <Link to="/corporate-buyers" className="rounded hover:text-foreground hover:underline">
              Corporate Buyers
            </Link>
            <Link to="/checkout" className="rounded hover:text-foreground hover:underline">
              Shopping Cart
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
