import type { Profile, UpdateProfileInput } from '@drivecare/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { meQueryKey } from './me';
import { apiFetch } from '@/lib/api-client';

import { profileQueryKey } from './get-profile';

/** PUT /api/profile. The header reads ['me'], so it is refreshed too: the new name shows without a reload. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => apiFetch<Profile>('/api/profile', { method: 'PUT', json: input }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
