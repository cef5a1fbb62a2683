import type { Me } from '@drivecare/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, apiFetch } from '@/lib/api-client';

export const meQueryKey = ['me'] as const;

/** GET /api/me. Signed out is a normal answer (null), not an error. */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await apiFetch<Me>('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: fetchMe,
});

/** The signed-in user (null when signed out), as the server sees them. */
export function useMe() {
  return useQuery(meQueryOptions);
}
