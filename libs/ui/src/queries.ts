import { useQuery } from '@tanstack/react-query';
import {
  AUTH_HINT_COOKIE,
  CATALOG_STOREFRONT_ROUTES,
  CONTENT_STOREFRONT_ROUTES,
  DEFAULT_TIME_ZONE,
  IDENTITY_ROUTES,
  siteSettingValue,
  type AuthUser,
  type BioSettings,
  type CategoryWithCount,
  type ContactSettings,
  type HomeSettings,
  type CvSettings,
  type PageName,
  type PageSetting,
  type ShopSettings,
  type SiteSetting,
  type ThemeSettings,
} from '@artshop/contracts';
import { useCallback } from 'react';
import { getQueryFn } from './api';
import { useVisitorQuery } from './hydration';
import { DEFAULT_CURRENCY, formatMoney } from './format';

/**
 * Query keys of the resources both apps read; the default query function GETs the joined key. The
 * keys of one app's own resources are in that app's feature hooks.
 */
export const queryKeys = {
  user: [IDENTITY_ROUTES.currentUser.path] as const,
  siteSettings: [CONTENT_STOREFRONT_ROUTES.listSiteSettings.path] as const,
  pageSettings: [CONTENT_STOREFRONT_ROUTES.listPageSettings.path] as const,
  products: [CATALOG_STOREFRONT_ROUTES.listProducts.path] as const,
  categories: [CATALOG_STOREFRONT_ROUTES.listCategories.path] as const,
  contactSettings: [CONTENT_STOREFRONT_ROUTES.getContactSettings.path] as const,
  shopSettings: [CONTENT_STOREFRONT_ROUTES.getShopSettings.path] as const,
  bioSettings: [CONTENT_STOREFRONT_ROUTES.getBioSettings.path] as const,
  cvSettings: [CONTENT_STOREFRONT_ROUTES.getCvSettings.path] as const,
  homeSettings: [CONTENT_STOREFRONT_ROUTES.getHomeSettings.path] as const,
  themeSettings: [CONTENT_STOREFRONT_ROUTES.getThemeSettings.path] as const,
};

const fetchUser = getQueryFn<AuthUser | null>({ on401: 'returnNull' });

/**
 * Whether the gateway's readable hint cookie says this browser holds a signed-in session. It only
 * spares signed-out visitors a request (and the 401 the browser would log); the server decides access.
 */
export function hasSignedInHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${AUTH_HINT_COOKIE}=`));
}

/** The signed-in user, or null when signed out (a 401 is not an error here; without the hint, no request at all). */
export function useCurrentUser() {
  const query = useVisitorQuery<AuthUser | null>({
    queryKey: queryKeys.user,
    queryFn: (context) => (hasSignedInHint() ? fetchUser(context) : null),
  });
  const user = query.data ?? null;
  return { ...query, user, isAdmin: user?.role === 'admin' };
}

export const DEFAULT_ARTIST_NAME = 'The Artist';

/** A page counts as enabled unless its setting says otherwise. */
export function isPageEnabled(settings: readonly PageSetting[] | null | undefined, page: PageName): boolean {
  return settings?.find((setting) => setting.page === page)?.enabled !== false;
}

export function useSiteSettings() {
  return useQuery<SiteSetting[]>({ queryKey: queryKeys.siteSettings });
}

export function usePageSettings() {
  return useQuery<PageSetting[]>({ queryKey: queryKeys.pageSettings });
}

/** Artist name and profile image from site settings, with the default name while loading or missing. */
export function useArtistProfile() {
  const { data, isLoading } = useSiteSettings();
  return {
    isLoading,
    artistName: siteSettingValue(data, 'artist_artistName', DEFAULT_ARTIST_NAME),
    profileImage: siteSettingValue(data, 'artist_profileImage'),
  };
}

/**
 * The categories (GET /api/categories, public), in the admin's order, with 'Show in Navigation'
 * (isActive), 'Feature on Home Page' (isFeatured) and their number of products: the active ones for
 * visitors, every status for the admin.
 */
export function useCategories() {
  return useQuery<CategoryWithCount[]>({ queryKey: queryKeys.categories });
}

/** The contact page's texts, details and studio hours (GET /api/contact-settings, public). */
export function useContactSettings() {
  return useQuery<ContactSettings>({ queryKey: queryKeys.contactSettings });
}

/** The Bio page: its text, photo, hero and call-to-action (GET /api/bio-settings, public). */
export function useBioSettings() {
  return useQuery<BioSettings>({ queryKey: queryKeys.bioSettings });
}

/** The CV page's markdown (GET /api/cv-settings, public). */
export function useCvSettings() {
  return useQuery<CvSettings>({ queryKey: queryKeys.cvSettings });
}

/** The shop's currency and business name (GET /api/shop-settings, public), kept for the visit like every read. */
export function useShopSettings() {
  return useQuery<ShopSettings>({ queryKey: queryKeys.shopSettings });
}

/** The shop's currency: USD until the settings answer, or when they cannot be read. */
export function useShopCurrency(): string {
  return useShopSettings().data?.currency ?? DEFAULT_CURRENCY;
}

/** The IANA zone the shop tells times in (a drop's opening): UTC until the settings answer, or when they cannot be read. */
export function useShopTimeZone(): string {
  return useShopSettings().data?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** formatMoney in the shop's currency: `const money = useFormatMoney(); money(product.price)`. */
export function useFormatMoney(): (value: string | number | null | undefined) => string {
  const currency = useShopCurrency();
  return useCallback((value: string | number | null | undefined) => formatMoney(value, currency), [currency]);
}

/** The Home page's hero picture and text and its featured section's title (GET /api/home-settings, public). */
export function useHomeSettings() {
  return useQuery<HomeSettings>({ queryKey: queryKeys.homeSettings });
}

/** The theme (GET /api/theme-settings, public): the site name, logo, footer switch and dark mode offer (its colours and font come as /api/theme.css). */
export function useThemeSettings() {
  return useQuery<ThemeSettings>({ queryKey: queryKeys.themeSettings });
}

/** The name the site goes by: the theme's site name, else the artist's. */
export function useSiteName() {
  const profile = useArtistProfile();
  const theme = useThemeSettings();
  const siteName = theme.data?.siteName.trim();
  return { isLoading: profile.isLoading || theme.isLoading, siteName: siteName || profile.artistName };
}
