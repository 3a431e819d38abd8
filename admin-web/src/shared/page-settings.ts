import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageName, PageSetting } from '@artshop/contracts';
import { queryKeys, type MutationCallbacks } from '@artshop/ui';
import { api } from './api';

/** The page editors' names for the pages in page settings. */
export const PAGE_LABELS: Record<PageName, string> = {
  home: 'Home',
  bio: 'Bio',
  gallery: 'Gallery',
  events: 'Events',
  cv: 'CV',
  contact: 'Contact',
  'mail-club': 'Mail Club',
};

/**
 * PUT /api/page-settings/{page} {enabled}: the answer is every page's saved switch, which the sidebar's
 * badges, the editors' switches (and the storefront links, on their next load) then show.
 */
export function useSetPageEnabled(callbacks: MutationCallbacks<PageSetting[], { page: PageName; enabled: boolean }> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (input: { page: PageName; enabled: boolean }) => api.content.setPageEnabled(input),
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData(queryKeys.pageSettings, saved);
      return callbacks.onSuccess?.(saved, ...rest);
    },
  });
}
