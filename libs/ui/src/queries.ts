import { useQuery } from '@tanstack/react-query';
import { AUTH_HINT_COOKIE, type AuthUser, type CategoryWithCount, type ContactSettings } from '@artshop/contracts';
import { getQueryFn } from './api';

/**
 * Query keys of the resources both apps read; the default query function GETs the joined key. The
 * keys of one app's own resources are in that app's feature hooks.
 */
export const queryKeys = {
  user: ['/api/auth/user'] as const,
  siteSettings: ['/api/site-settings'] as const,
  pageSettings: ['/api/page-settings'] as const,
  products: ['/api/products'] as const,
  categories: ['/api/categories'] as const,
  contactSettings: ['/api/contact-settings'] as const,
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
  const query = useQuery<AuthUser | null>({
    queryKey: queryKeys.user,
    queryFn: (context) => (hasSignedInHint() ? fetchUser(context) : null),
  });
  const user = query.data ?? null;
  return { ...query, user, isAdmin: user?.role === 'admin' };
}

export interface SiteSetting {
  key: string;
  value: string | null;
}

export interface PageSetting {
  page: string;
  enabled: boolean;
}

export const DEFAULT_ARTIST_NAME = 'The Artist';

/** Value of a site setting; blank or missing values give the fallback. */
export function getSetting(settings: readonly SiteSetting[] | null | undefined, key: string): string | undefined;
export function getSetting(settings: readonly SiteSetting[] | null | undefined, key: string, fallback: string): string;
export function getSetting(
  settings: readonly SiteSetting[] | null | undefined,
  key: string,
  fallback?: string,
): string | undefined {
  const value = settings?.find((setting) => setting.key === key)?.value;
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/** A page counts as enabled unless its setting says otherwise. */
export function isPageEnabled(settings: readonly PageSetting[] | null | undefined, page: string): boolean {
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
    artistName: getSetting(data, 'artist_artistName', DEFAULT_ARTIST_NAME),
    profileImage: getSetting(data, 'artist_profileImage'),
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
