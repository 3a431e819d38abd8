import { useQuery } from '@tanstack/react-query';
import type { ContactSettings } from '@artshop/contracts';

export const contactSettingsKey = ['/api/contact-settings'] as const;

/** The contact page's texts, details and studio hours (GET /api/contact-settings, public). */
export function useContactSettings() {
  return useQuery<ContactSettings>({ queryKey: contactSettingsKey });
}
