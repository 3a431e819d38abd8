import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_ROUTES, type NotificationSettings } from '@artshop/contracts';
import type { MutationCallbacks } from '@artshop/ui';
import { api } from '../../shared/api';

export const notificationSettingsKeys = {
  all: [CONTENT_ROUTES.getNotificationSettings.path] as const,
};

/** GET /api/notification-settings (admin): where the studio's notifications go and which are sent. */
export function useNotificationSettings() {
  return useQuery<NotificationSettings>({ queryKey: notificationSettingsKeys.all, queryFn: () => api.content.getNotificationSettings() });
}

/** PUT /api/notification-settings: the answer is what is saved, and what the form shows from then on. */
export function useSaveNotificationSettings(callbacks: MutationCallbacks<NotificationSettings, NotificationSettings> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn: (values: NotificationSettings) => api.content.updateNotificationSettings(values),
    onSuccess: (saved, ...rest) => {
      queryClient.setQueryData(notificationSettingsKeys.all, saved);
      return callbacks.onSuccess?.(saved, ...rest);
    },
  });
}
