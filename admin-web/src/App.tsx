import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { AdminGate } from './features/layout/AdminGate';
import { AdminLayout } from './features/layout/AdminLayout';
import { NotFoundPage } from './features/layout/NotFoundPage';

// Screens with forms carry their validation schemas (zod): each loads when it is first opened.
const ProductsPage = lazy(() => import('./features/products/ProductsPage').then((module) => ({ default: module.ProductsPage })));
const CustomersPage = lazy(() => import('./features/customers/CustomersPage').then((module) => ({ default: module.CustomersPage })));
const CategoriesPage = lazy(() => import('./features/categories/CategoriesPage').then((module) => ({ default: module.CategoriesPage })));
const MailClubPlansPage = lazy(() => import('./features/mail-club-plans/MailClubPlansPage').then((module) => ({ default: module.MailClubPlansPage })));
const MessagesPage = lazy(() => import('./features/messages/MessagesPage').then((module) => ({ default: module.MessagesPage })));
const ReportsPage = lazy(() => import('./features/reports/ReportsPage').then((module) => ({ default: module.ReportsPage })));
const OrdersPage = lazy(() => import('./features/orders/OrdersPage').then((module) => ({ default: module.OrdersPage })));
const MailboxPage = lazy(() => import('./features/mailbox/MailboxPage').then((module) => ({ default: module.MailboxPage })));
const SubscriptionsPage = lazy(() => import('./features/subscriptions/SubscriptionsPage').then((module) => ({ default: module.SubscriptionsPage })));
const ActivityPage = lazy(() => import('./features/activity/ActivityPage').then((module) => ({ default: module.ActivityPage })));
const CampaignsPage = lazy(() => import('./features/campaigns/CampaignsPage').then((module) => ({ default: module.CampaignsPage })));
const DiscountCodesPage = lazy(() => import('./features/discount-codes/DiscountCodesPage').then((module) => ({ default: module.DiscountCodesPage })));
const DropsPage = lazy(() => import('./features/drops/DropsPage').then((module) => ({ default: module.DropsPage })));
const CampaignEditorPage = lazy(() => import('./features/campaigns/CampaignEditorPage').then((module) => ({ default: module.CampaignEditorPage })));
const SubscribersPage = lazy(() => import('./features/subscribers/SubscribersPage').then((module) => ({ default: module.SubscribersPage })));
const BusinessSettingsPage = lazy(() =>
  import('./features/business-settings/BusinessSettingsPage').then((module) => ({ default: module.BusinessSettingsPage })),
);
const NotificationSettingsPage = lazy(() =>
  import('./features/notification-settings/NotificationSettingsPage').then((module) => ({ default: module.NotificationSettingsPage })),
);
const BioSettingsPage = lazy(() => import('./features/bio-settings/BioSettingsPage').then((module) => ({ default: module.BioSettingsPage })));
const CvSettingsPage = lazy(() => import('./features/cv-settings/CvSettingsPage').then((module) => ({ default: module.CvSettingsPage })));
const EventsPage = lazy(() => import('./features/events/EventsPage').then((module) => ({ default: module.EventsPage })));
const ArtWallRoomsPage = lazy(() => import('./features/art-wall-rooms/ArtWallRoomsPage').then((module) => ({ default: module.ArtWallRoomsPage })));
const GalleryPage = lazy(() => import('./features/gallery/GalleryPage').then((module) => ({ default: module.GalleryPage })));
const HomeSettingsPage = lazy(() => import('./features/home-settings/HomeSettingsPage').then((module) => ({ default: module.HomeSettingsPage })));
const ArtistAccountPage = lazy(() => import('./features/artist-account/ArtistAccountPage').then((module) => ({ default: module.ArtistAccountPage })));
const SocialSettingsPage = lazy(() => import('./features/social-settings/SocialSettingsPage').then((module) => ({ default: module.SocialSettingsPage })));
const ContactSettingsPage = lazy(() => import('./features/contact-settings/ContactSettingsPage').then((module) => ({ default: module.ContactSettingsPage })));
const ThemeSettingsPage = lazy(() => import('./features/theme-settings/ThemeSettingsPage').then((module) => ({ default: module.ThemeSettingsPage })));

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div role="status" className="flex min-h-[40vh] items-center justify-center text-sm text-muted-foreground">
          Loading…
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * Admin route table, under the router basename '/admin'. Screens not built yet
 * fall through to the not-found screen. Matching is case-insensitive (react-router's default).
 */
export function App() {
  return (
    <AdminGate>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route
            path="reports"
            element={
              <Lazy>
                <ReportsPage />
              </Lazy>
            }
          />
          <Route
            path="products"
            element={
              <Lazy>
                <ProductsPage />
              </Lazy>
            }
          />
          <Route
            path="customers"
            element={
              <Lazy>
                <CustomersPage />
              </Lazy>
            }
          />
          <Route
            path="categories"
            element={
              <Lazy>
                <CategoriesPage />
              </Lazy>
            }
          />
          <Route
            path="mail-club"
            element={
              <Lazy>
                <MailClubPlansPage />
              </Lazy>
            }
          />
          <Route
            path="orders"
            element={
              <Lazy>
                <OrdersPage />
              </Lazy>
            }
          />
          <Route
            path="subscriptions"
            element={
              <Lazy>
                <SubscriptionsPage />
              </Lazy>
            }
          />
          <Route
            path="messages"
            element={
              <Lazy>
                <MessagesPage />
              </Lazy>
            }
          />
          <Route
            path="mailbox"
            element={
              <Lazy>
                <MailboxPage />
              </Lazy>
            }
          />
          <Route
            path="activity"
            element={
              <Lazy>
                <ActivityPage />
              </Lazy>
            }
          />
          <Route
            path="discount-codes"
            element={
              <Lazy>
                <DiscountCodesPage />
              </Lazy>
            }
          />
          <Route
            path="drops"
            element={
              <Lazy>
                <DropsPage />
              </Lazy>
            }
          />
          <Route
            path="campaigns"
            element={
              <Lazy>
                <CampaignsPage />
              </Lazy>
            }
          />
          <Route
            path="campaigns/:id"
            element={
              <Lazy>
                <CampaignEditorPage />
              </Lazy>
            }
          />
          <Route
            path="subscribers"
            element={
              <Lazy>
                <SubscribersPage />
              </Lazy>
            }
          />
          <Route
            path="bio"
            element={
              <Lazy>
                <BioSettingsPage />
              </Lazy>
            }
          />
          <Route
            path="cv"
            element={
              <Lazy>
                <CvSettingsPage />
              </Lazy>
            }
          />
          <Route
            path="events"
            element={
              <Lazy>
                <EventsPage />
              </Lazy>
            }
          />
          <Route
            path="gallery"
            element={
              <Lazy>
                <GalleryPage />
              </Lazy>
            }
          />
          <Route
            path="art-wall-rooms"
            element={
              <Lazy>
                <ArtWallRoomsPage />
              </Lazy>
            }
          />
          <Route
            path="contact"
            element={
              <Lazy>
                <ContactSettingsPage />
              </Lazy>
            }
          />
          <Route
            path="settings/business"
            element={
              <Lazy>
                <BusinessSettingsPage />
              </Lazy>
            }
          />
          <Route
            path="settings/notifications"
            element={
              <Lazy>
                <NotificationSettingsPage />
              </Lazy>
            }
          />
          <Route
            path="home"
            element={
              <Lazy>
                <HomeSettingsPage />
              </Lazy>
            }
          />
          <Route
            path="settings/artist"
            element={
              <Lazy>
                <ArtistAccountPage />
              </Lazy>
            }
          />
          <Route
            path="settings/social"
            element={
              <Lazy>
                <SocialSettingsPage />
              </Lazy>
            }
          />
          <Route
            path="settings/theme"
            element={
              <Lazy>
                <ThemeSettingsPage />
              </Lazy>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </AdminGate>
  );
}
