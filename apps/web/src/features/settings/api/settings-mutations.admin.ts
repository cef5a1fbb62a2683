import type { ClubSettingsInput, ClubSettingsView } from '@drivecare/contract/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { settingsKeys } from './settings-queries.admin';

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClubSettingsInput) => apiFetch<ClubSettingsView>('/api/admin/settings', { method: 'PUT', json: input }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.admin(), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
