import { useQuery } from '@tanstack/react-query';
import { CONTENT_ROUTES, DEFAULT_TIME_ZONE, type BusinessSettings } from '@artshop/contracts';
import { api } from './api';

export const businessSettingsKeys = {
  all: [CONTENT_ROUTES.getBusinessSettings.path] as const,
};

/** GET /api/business-settings (admin): the whole document, defaults filled in. */
export function useBusinessSettings() {
  return useQuery<BusinessSettings>({ queryKey: businessSettingsKeys.all, queryFn: () => api.content.getBusinessSettings() });
}

/** The IANA zone the shop counts its days in (reports, a day's papers, the packing view); UTC until the settings are read. */
export function useShopTimeZone(): string {
  return useBusinessSettings().data?.timeZone ?? DEFAULT_TIME_ZONE;
}
