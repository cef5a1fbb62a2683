import type { NotificationPreference, PushPublicKey } from '@drivecare/contract/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export const notificationKeys = {
  all: ['notifications'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
  publicKey: () => [...notificationKeys.all, 'push-public-key'] as const,
};

export const notificationQueries = {
  preferences: () =>
    queryOptions({
      queryKey: notificationKeys.preferences(),
      queryFn: ({ signal }) => apiFetch<NotificationPreference[]>('/api/notification-preferences', { signal }),
    }),
  publicKey: () =>
    queryOptions({
      queryKey: notificationKeys.publicKey(),
      queryFn: ({ signal }) => apiFetch<PushPublicKey>('/api/push/public-key', { signal }),
      staleTime: Infinity,
    }),
};

export const useNotificationPreferences = () => useQuery(notificationQueries.preferences());
