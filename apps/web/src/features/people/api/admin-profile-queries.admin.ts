import type { Profile } from '@drivecare/contract/profile';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export const adminProfileKeys = {
  all: ['admin-profile'] as const,
};

/** The signed-in administrator's own details (the same GET /api/profile members use). */
export const adminProfileQueries = {
  own: () =>
    queryOptions({
      queryKey: adminProfileKeys.all,
      queryFn: ({ signal }) => apiFetch<Profile>('/api/profile', { signal }),
    }),
};
