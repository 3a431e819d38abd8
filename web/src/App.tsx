import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { ShopScreenPath, StorefrontPath } from '@artshop/contracts';
import { HomePage } from './features/catalog/HomePage';
import { HomeOrShop } from './features/catalog/HomeOrShop';
import { ShopPage } from './features/catalog/ShopPage';
import { SHOP_SCREENS } from './features/catalog/shop';
import { EnabledPage } from './features/layout/EnabledPage';
import { Layout } from './features/layout/Layout';
import { NotFoundPage } from './features/layout/NotFoundPage';
import { PagePlaceholder } from './features/layout/PagePlaceholder';

// The forms carry the validation schemas (zod); they load only when someone opens them.
const LoginPage = lazy(() => import('./features/auth/LoginPage').then((module) => ({ default: module.LoginPage })));
const RegisterPage = lazy(() => import('./features/auth/RegisterPage').then((module) => ({ default: module.RegisterPage })));
const RegisterConfirmPage = lazy(() => import('./features/auth/RegisterConfirmPage').then((module) => ({ default: module.RegisterConfirmPage })));
const ContactPage = lazy(() => import('./features/contact/ContactPage').then((module) => ({ default: module.ContactPage })));
const BioPage = lazy(() => import('./features/pages/BioPage').then((module) => ({ default: module.BioPage })));
const CvPage = lazy(() => import('./features/pages/CvPage').then((module) => ({ default: module.CvPage })));
const CorporateBuyersPage = lazy(() => import('./features/corporate/CorporateBuyersPage').then((module) => ({ default: module.CorporateBuyersPage })));
// The product page (and its gallery): home and the shop do without it. On a product's address the
// gateway's HTML asks for its scripts with the app's (main.tsx starts it too), so a shared link shows
// without a second wait.
export const loadProductPage = () => import('./features/catalog/ProductPage');
const ProductPage = lazy(() => loadProductPage().then((module) => ({ default: module.ProductPage })));
// Pages reached from the shop rather than landed on: loaded when opened.
const CheckoutPage = lazy(() => import('./features/checkout/CheckoutPage').then((module) => ({ default: module.CheckoutPage })));
const CheckoutSuccessPage = lazy(() => import('./features/checkout/CheckoutSuccessPage').then((module) => ({ default: module.CheckoutSuccessPage })));
const CheckoutAuthenticatePage = lazy(() =>
  import('./features/checkout/CheckoutAuthenticatePage').then((module) => ({ default: module.CheckoutAuthenticatePage })),
);
const AccountPage = lazy(() => import('./features/account/AccountPage').then((module) => ({ default: module.AccountPage })));
const OrdersPage = lazy(() => import('./features/account/OrdersPage').then((module) => ({ default: module.OrdersPage })));
const OrderPage = lazy(() => import('./features/account/OrderPage').then((module) => ({ default: module.OrderPage })));
const ProfilePage = lazy(() => import('./features/account/ProfilePage').then((module) => ({ default: module.ProfilePage })));
const CertificatePage = lazy(() => import('./features/certificates/CertificatePage').then((module) => ({ default: module.CertificatePage })));
const MailClubPage = lazy(() => import('./features/mail-club/MailClubPage').then((module) => ({ default: module.MailClubPage })));
const MailClubSuccessPage = lazy(() => import('./features/mail-club/MailClubSuccessPage').then((module) => ({ default: module.MailClubSuccessPage })));
// The local test provider's hosted pages (Stripe's, when Stripe is configured): reached from its links only.
const LocalCheckoutPage = lazy(() => import('./features/mail-club/LocalCheckoutPage').then((module) => ({ default: module.LocalCheckoutPage })));
const LocalCheckoutAuthenticatePage = lazy(() =>
  import('./features/mail-club/LocalCheckoutAuthenticatePage').then((module) => ({ default: module.LocalCheckoutAuthenticatePage })),
);
const LocalInvoicePage = lazy(() => import('./features/mail-club/LocalInvoicePage').then((module) => ({ default: module.LocalInvoicePage })));
const EventsPage = lazy(() => import('./features/events/EventsPage').then((module) => ({ default: module.EventsPage })));
const GalleryPage = lazy(() => import('./features/gallery/GalleryPage').then((module) => ({ default: module.GalleryPage })));
const ArtWallPage = lazy(() => import('./features/art-wall/ArtWallPage').then((module) => ({ default: module.ArtWallPage })));
const FavoritesPage = lazy(() => import('./features/favorites/FavoritesPage').then((module) => ({ default: module.FavoritesPage })));

const lazily = (page: ReactNode) => <Suspense fallback={<PagePlaceholder />}>{page}</Suspense>;

/**
 * An element for every page of contracts' STOREFRONT_PAGES (the list the gateway describes to
 * crawlers and link previews) but the shop screens, routed from SHOP_SCREENS: a page missing here,
 * or one here the list does not know, does not compile.
 */
const PAGES: Record<Exclude<StorefrontPath, ShopScreenPath>, ReactNode> = {
  '/': <HomeOrShop home={<HomePage />} />,
  '/favorites': lazily(<FavoritesPage />),
  '/account': lazily(<AccountPage />),
  '/orders': lazily(<OrdersPage />),
  '/profile': lazily(<ProfilePage />),
  '/checkout': lazily(<CheckoutPage />),
  '/checkout/success': lazily(<CheckoutSuccessPage />),
  '/checkout/authenticate': lazily(<CheckoutAuthenticatePage />),
  '/login': lazily(<LoginPage />),
  '/register': lazily(<RegisterPage />),
  '/register/confirm': lazily(<RegisterConfirmPage />),
  '/bio': lazily(
    <EnabledPage page="bio">
      <BioPage />
    </EnabledPage>,
  ),
  '/cv': lazily(
    <EnabledPage page="cv">
      <CvPage />
    </EnabledPage>,
  ),
  '/contact': lazily(
    <EnabledPage page="contact">
      <ContactPage />
    </EnabledPage>,
  ),
  '/corporate-buyers': lazily(<CorporateBuyersPage />),
  '/events': lazily(
    <EnabledPage page="events">
      <EventsPage />
    </EnabledPage>,
  ),
  '/gallery': lazily(
    <EnabledPage page="gallery">
      <GalleryPage />
    </EnabledPage>,
  ),
  '/mail-club': lazily(
    <EnabledPage page="mail-club">
      <MailClubPage />
    </EnabledPage>,
  ),
  '/mail-club/success': lazily(<MailClubSuccessPage />),
  '/certificate': lazily(<CertificatePage />),
  '/art-wall': lazily(<ArtWallPage />),
};

/** Route table (spec storefront §2). Matching is case-insensitive (react-router's default). */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {Object.entries(PAGES).map(([path, element]) =>
          path === '/' ? <Route key={path} index element={element} /> : <Route key={path} path={path.slice(1)} element={element} />,
        )}
        {Object.entries(SHOP_SCREENS).map(([key, screen]) => (
          // Keyed, so that moving between shop screens starts each one afresh.
          <Route key={key} path={screen.path.slice(1)} element={<ShopPage key={key} screen={screen} />} />
        ))}
        <Route path="product/:id" element={lazily(<ProductPage />)} />
        <Route path="orders/:id" element={lazily(<OrderPage />)} />
        <Route path="certificate/:code" element={lazily(<CertificatePage />)} />
        <Route path="mail-club/checkout/:sessionId" element={lazily(<LocalCheckoutPage />)} />
        <Route path="mail-club/checkout/:sessionId/authenticate" element={lazily(<LocalCheckoutAuthenticatePage />)} />
        <Route path="mail-club/invoices/:invoiceId" element={lazily(<LocalInvoicePage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
