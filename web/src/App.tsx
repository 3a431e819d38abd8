import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { ShopScreenPath, StorefrontPath } from '@artshop/contracts';
import { HomePage } from './features/catalog/HomePage';
import { HomeOrShop } from './features/catalog/HomeOrShop';
import { ShopPage } from './features/catalog/ShopPage';
import { SHOP_SCREENS } from './features/catalog/shop';
import { EnabledPage } from './features/layout/EnabledPage';
import { Layout } from './features/layout/Layout';
import { NotFoundPage } from './features/layout/NotFoundPage';
import { PagePlaceholder } from './shared/components/PagePlaceholder';
import { lazyPart } from './shared/lazy-part';

// The forms carry the validation schemas (zod); they load only when someone opens them.
const LoginPage = lazyPart('src/features/auth/LoginPage.tsx', () => import('./features/auth/LoginPage').then((module) => module.LoginPage));
const RegisterPage = lazyPart('src/features/auth/RegisterPage.tsx', () => import('./features/auth/RegisterPage').then((module) => module.RegisterPage));
const RegisterConfirmPage = lazyPart('src/features/auth/RegisterConfirmPage.tsx', () =>
  import('./features/auth/RegisterConfirmPage').then((module) => module.RegisterConfirmPage),
);
const ForgotPasswordPage = lazyPart('src/features/auth/ForgotPasswordPage.tsx', () =>
  import('./features/auth/ForgotPasswordPage').then((module) => module.ForgotPasswordPage),
);
const ResetPasswordPage = lazyPart('src/features/auth/ResetPasswordPage.tsx', () =>
  import('./features/auth/ResetPasswordPage').then((module) => module.ResetPasswordPage),
);
const EmailChangeConfirmPage = lazyPart('src/features/account/EmailChangeConfirmPage.tsx', () =>
  import('./features/account/EmailChangeConfirmPage').then((module) => module.EmailChangeConfirmPage),
);
const ContactPage = lazyPart('src/features/contact/ContactPage.tsx', () => import('./features/contact/ContactPage').then((module) => module.ContactPage));
const BioPage = lazyPart('src/features/pages/BioPage.tsx', () => import('./features/pages/BioPage').then((module) => module.BioPage));
const CvPage = lazyPart('src/features/pages/CvPage.tsx', () => import('./features/pages/CvPage').then((module) => module.CvPage));
const CorporateBuyersPage = lazyPart('src/features/corporate/CorporateBuyersPage.tsx', () =>
  import('./features/corporate/CorporateBuyersPage').then((module) => module.CorporateBuyersPage),
);
// The product page (and its gallery): home and the shop do without it. On a product's address the
// gateway's HTML asks for its scripts with the app's (main.tsx starts it too), so a shared link shows
// without a second wait.
const ProductPage = lazyPart('src/features/catalog/ProductPage.tsx', () => import('./features/catalog/ProductPage').then((module) => module.ProductPage));
const DropPage = lazyPart('src/features/drops/DropPage.tsx', () => import('./features/drops/DropPage').then((module) => module.DropPage));
// Pages reached from the shop rather than landed on: loaded when opened.
const CheckoutPage = lazyPart('src/features/checkout/CheckoutPage.tsx', () => import('./features/checkout/CheckoutPage').then((module) => module.CheckoutPage));
const CheckoutSuccessPage = lazyPart('src/features/checkout/CheckoutSuccessPage.tsx', () =>
  import('./features/checkout/CheckoutSuccessPage').then((module) => module.CheckoutSuccessPage),
);
const PayLinkPage = lazyPart('src/features/checkout/PayLinkPage.tsx', () => import('./features/checkout/PayLinkPage').then((module) => module.PayLinkPage));
// The account page shows the Mail Club's part of the account: both load together, put together here.
const AccountPage = lazyPart('src/features/account/AccountPage.tsx', () =>
  Promise.all([import('./features/account/AccountPage'), import('./features/mail-club/components/AccountMailClub')]).then(
    ([page, mailClub]) =>
      function Account() {
        return <page.AccountPage mailClub={<mailClub.AccountMailClub />} />;
      },
  ),
);
const OrdersPage = lazyPart('src/features/account/OrdersPage.tsx', () => import('./features/account/OrdersPage').then((module) => module.OrdersPage));
const OrderPage = lazyPart('src/features/account/OrderPage.tsx', () => import('./features/account/OrderPage').then((module) => module.OrderPage));
const ProfilePage = lazyPart('src/features/account/ProfilePage.tsx', () => import('./features/account/ProfilePage').then((module) => module.ProfilePage));
const CertificatePage = lazyPart('src/features/certificates/CertificatePage.tsx', () =>
  import('./features/certificates/CertificatePage').then((module) => module.CertificatePage),
);
const MailClubPage = lazyPart('src/features/mail-club/MailClubPage.tsx', () =>
  import('./features/mail-club/MailClubPage').then((module) => module.MailClubPage),
);
const MailClubSuccessPage = lazyPart('src/features/mail-club/MailClubSuccessPage.tsx', () =>
  import('./features/mail-club/MailClubSuccessPage').then((module) => module.MailClubSuccessPage),
);
const EventsPage = lazyPart('src/features/events/EventsPage.tsx', () => import('./features/events/EventsPage').then((module) => module.EventsPage));
const GalleryPage = lazyPart('src/features/gallery/GalleryPage.tsx', () => import('./features/gallery/GalleryPage').then((module) => module.GalleryPage));
const ArtWallPage = lazyPart('src/features/art-wall/ArtWallPage.tsx', () => import('./features/art-wall/ArtWallPage').then((module) => module.ArtWallPage));
const FavoritesPage = lazyPart('src/features/favorites/FavoritesPage.tsx', () =>
  import('./features/favorites/FavoritesPage').then((module) => module.FavoritesPage),
);

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
  '/pay': lazily(<PayLinkPage />),
  '/login': lazily(<LoginPage />),
  '/register': lazily(<RegisterPage />),
  '/register/confirm': lazily(<RegisterConfirmPage />),
  '/forgot-password': lazily(<ForgotPasswordPage />),
  '/reset-password': lazily(<ResetPasswordPage />),
  '/profile/email/confirm': lazily(<EmailChangeConfirmPage />),
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

/** Route table. Matching is case-insensitive (react-router's default). */
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
        <Route path="drops/:slug" element={lazily(<DropPage />)} />
        <Route path="orders/:id" element={lazily(<OrderPage />)} />
        <Route path="certificate/:code" element={lazily(<CertificatePage />)} />
        <Route path="pay/:token" element={lazily(<PayLinkPage />)} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
