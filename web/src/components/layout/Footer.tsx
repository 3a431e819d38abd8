import { Award, ShieldCheck, Truck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useArtistProfile } from '@artshop/ui';
import { FOOTER_NAV } from '../../lib/nav';

/** The three service promises (spec storefront §2 footer, §9 shipping copy). */
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

export function Footer() {
  const { artistName } = useArtistProfile();
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
      <div className="mx-auto grid max-w-7xl gap-10 border-t border-border px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div>
          <p className="font-display text-lg font-semibold">{artistName}</p>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
            Contemporary abstract paintings, limited edition prints and objects from the studio.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:col-span-3">
          {FOOTER_NAV.map((group) => (
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
