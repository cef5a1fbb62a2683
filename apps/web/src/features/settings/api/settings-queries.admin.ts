import type { ClubSettingsView } from '@drivecare/contract/settings';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export const settingsKeys = {
  all: ['club-settings'] as const,
  admin: () => [...settingsKeys.all, 'admin'] as const,
};

export const adminSettingsQueries = {
  current: () =>
    queryOptions({
      queryKey: settingsKeys.admin(),
      queryFn: ({ signal }) => apiFetch<ClubSettingsView>('/api/admin/settings', { signal }),
    }),
};
