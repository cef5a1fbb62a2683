import type { NotificationPreference, NotificationPreferenceUpdate } from '@drivecare/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { notificationKeys } from './notification-preferences-queries';

/** PATCH one switch; the switch moves at once and moves back if the server refuses. */
export function useSetNotificationPreference() {
  const queryClient = useQueryClient();
  const key = notificationKeys.preferences();
  return useMutation({
    mutationFn: (update: NotificationPreferenceUpdate) =>
      apiFetch<NotificationPreference[]>('/api/notification-preferences', { method: 'PATCH', json: update }),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationPreference[]>(key);
      queryClient.setQueryData<NotificationPreference[]>(key, (rows) =>
        rows?.map((r) => (r.kind === update.kind ? { ...r, [update.channel]: update.enabled } : r)),
      );
      return { previous };
    },
    onError: (_error, _update, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: (rows) => queryClient.setQueryData(key, rows),
  });
}
