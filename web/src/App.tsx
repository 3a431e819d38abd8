import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './components/layout/Layout';
import { HomePage } from './pages/HomePage';
import { SHOP_SCREENS } from './lib/shop';
import { NotFoundPage } from './pages/NotFoundPage';
import { ProductPage } from './pages/ProductPage';
import { ShopPage } from './pages/ShopPage';

// The forms carry the validation schemas (zod); they load only when someone opens them.
const LoginPage = lazy(() => import('./pages/LoginPage').then((module) => ({ default: module.LoginPage })));
const RegisterPage = lazy(() => import('./pages/RegisterPage').then((module) => ({ default: module.RegisterPage })));
const RegisterConfirmPage = lazy(() => import('./pages/RegisterConfirmPage').then((module) => ({ default: module.RegisterConfirmPage })));
const ContactPage = lazy(() => import('./pages/ContactPage').then((module) => ({ default: module.ContactPage })));
const CorporateBuyersPage = lazy(() => import('./pages/CorporateBuyersPage').then((module) => ({ default: module.CorporateBuyersPage })));
// Pages reached from the shop rather than landed on: loaded when opened. (The product page is a
// landing page people share, so it comes with the first load and shows without a second wait.)
const CheckoutPage = lazy(() => import('./pages/CheckoutPage').then((module) => ({ default: module.CheckoutPage })));
const FavoritesPage = lazy(() => import('./pages/FavoritesPage').then((module) => ({ default: module.FavoritesPage })));

function PageFallback() {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-sm text-muted-foreground">
      Loading…
    </div>
  );
}

/** Route table (spec storefront §2). Matching is case-insensitive (react-router's default). */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        {Object.entries(SHOP_SCREENS).map(([key, screen]) => (
          // Keyed, so that moving between shop screens starts each one afresh.
          <Route key={key} path={screen.path.slice(1)} element={<ShopPage key={key} screen={screen} />} />
        ))}
        <Route path="product/:id" element={<ProductPage />} />
        <Route
          path="favorites"
          element={
            <Suspense fallback={<PageFallback />}>
              <FavoritesPage />
            </Suspense>
          }
        />
        <Route
          path="checkout"
          element={
            <Suspense fallback={<PageFallback />}>
              <CheckoutPage />
            </Suspense>
          }
        />
        <Route
          path="login"
          element={
            <Suspense fallback={<PageFallback />}>
              <LoginPage />
            </Suspense>
          }
        />
        <Route
          path="register"
          element={
            <Suspense fallback={<PageFallback />}>
              <RegisterPage />
            </Suspense>
          }
        />
        <Route
          path="register/confirm"
          element={
            <Suspense fallback={<PageFallback />}>
              <RegisterConfirmPage />
            </Suspense>
          }
        />
        <Route
          path="contact"
          element={
            <Suspense fallback={<PageFallback />}>
              <ContactPage />
            </Suspense>
          }
        />
        <Route
          path="corporate-buyers"
          element={
            <Suspense fallback={<PageFallback />}>
              <CorporateBuyersPage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
