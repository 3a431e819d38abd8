import { useQuery } from '@tanstack/react-query';
import { CART_ORDER_STOREFRONT_ROUTES, CONTENT_STOREFRONT_ROUTES } from '@artshop/contracts';
import type { PaymentSetup, SocialSettings } from '@artshop/contracts';

const socialSettingsKeys = {
  all: [CONTENT_STOREFRONT_ROUTES.getSocialSettings.path] as const,
};

/** The artist's social profiles (GET /api/social-settings), read once a place that shows them comes near the screen. */
export function useSocialSettings(enabled = true) {
  return useQuery<SocialSettings>({ queryKey: socialSettingsKeys.all, enabled });
}

/**
 * Which provider takes the payments (GET /api/payment-setup), the same for every visitor: read with
 * the page on the server, so what depends on it is in the first paint.
 */
export function usePaymentSetup() {
  return useQuery<PaymentSetup>({ queryKey: [CART_ORDER_STOREFRONT_ROUTES.getPaymentSetup.path] });
}
