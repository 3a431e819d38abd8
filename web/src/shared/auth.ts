import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthUser } from '@artshop/contracts';

/** Paths served by another app or by the gateway: reached with a full page load, not the router. */
const EXTERNAL_PATH = /^\/(admin|api|objects)(?:[/?#]|$)/i;
const AUTH_PAGES = /^\/(login|register|forgot-password|reset-password)(?:[/?#]|$)/i;

/**
 * The `next` query parameter, when it is a same-site path starting with '/' (never '//' or '/\',
 * which browsers treat as another host); otherwise '/'. The login pages themselves are refused.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex -- a control character in the address is what is refused
  if (/[\u0000-\u001f\u007f]/.test(next)) return '/';
  try {
    const url = new URL(next, window.location.origin);
    if (url.origin !== window.location.origin) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    return AUTH_PAGES.test(path) ? '/' : path;
  } catch {
    return '/';
  }
}

/** Goes to a same-site path: the router for storefront pages, a full load for /admin and /api. */
export function useGoTo() {
  const navigate = useNavigate();
  return useCallback(
    (path: string) => {
      if (EXTERNAL_PATH.test(path)) window.location.assign(path);
      else navigate(path, { replace: true });
    },
    [navigate],
  );
}

/** The login link, sending the visitor back to the current page afterwards (home needs no `next`). */
export function loginPath(currentPath: string): string {
  if (currentPath === '/' || AUTH_PAGES.test(currentPath)) return '/login';
  return `/login?next=${encodeURIComponent(currentPath).replace(/%2F/gi, '/')}`;
}

/** How the storefront names a user: the name, else first and last name, else the e-mail. */
export function displayName(user: Pick<AuthUser, 'name' | 'firstName' | 'lastName' | 'email'>): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.name?.trim() || full || user.email;
}
