import type { Profile } from '@drivecare/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => apiFetch<Profile>('/api/profile', { signal }),
});

/** The signed-in member's own profile (GET /api/profile). */
export function useProfile() {
  return useQuery(profileQueryOptions);
}
