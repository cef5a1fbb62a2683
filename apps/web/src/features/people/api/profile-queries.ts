import type { Profile } from '@drivecare/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

/** The signed-in member's own profile; membership changes refresh it (the garage reads the plan from it). */
export const profileKeys = {
  all: ['profile'] as const,
};

export const profileQueries = {
  own: () =>
    queryOptions({
      queryKey: profileKeys.all,
      queryFn: ({ signal }) => apiFetch<Profile>('/api/profile', { signal }),
    }),
};

/** The signed-in member's own profile (GET /api/profile). */
export function useProfile() {
  return useQuery(profileQueries.own());
}
