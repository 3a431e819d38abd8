import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast, type ToastOptions } from '@artshop/ui';

/** What the links in the newsletter mails lead to: '/?newsletter=confirmed|unsubscribed|invalid'. */
const LANDING_TOASTS: Record<string, ToastOptions> = {
  confirmed: {
    variant: 'success',
    title: 'Subscription confirmed',
    description: 'Thank you! You are now subscribed to our newsletter.',
  },
  unsubscribed: {
    title: 'You have been unsubscribed',
    description: 'You will not receive the newsletter any more. You can subscribe again at any time.',
  },
  invalid: {
    variant: 'destructive',
    title: 'This link is not valid',
    description: 'It may have expired or already been used. Please subscribe again with the form at the bottom of the page.',
  },
};

/**
 * On arrival from a confirm or unsubscribe link: says what happened in a toast, then removes
 * ?newsletter= from the address (so a reload or a shared link does not say it again).
 */
export function useNewsletterLanding(): void {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const status = searchParams.get('newsletter');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!status) return;
    const key = `${location.key}:${status}`;
    if (handled.current === key) return;
    handled.current = key;
    const options = LANDING_TOASTS[status] ?? LANDING_TOASTS.invalid!;
    toast(options);
    const rest = new URLSearchParams(location.search);
    rest.delete('newsletter');
    const search = rest.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [status, location.key, location.pathname, location.search, location.hash, navigate]);
}
