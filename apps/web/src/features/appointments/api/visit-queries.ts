import type { Visit } from '@drivecare/contract/visits';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

/** Visits (stages, findings, estimate), for the member and staff alike: one key per appointment and audience. */
export const visitKeys = {
  all: ['visits'] as const,
  mine: (id: string) => [...visitKeys.all, 'mine', id] as const,
  staff: (id: string) => [...visitKeys.all, 'staff', id] as const,
};

export const visitQueries = {
  mine: (id: string) =>
    queryOptions({
      queryKey: visitKeys.mine(id),
      queryFn: ({ signal }) => apiFetch<Visit>(`/api/visits/${encodeURIComponent(id)}`, { signal }),
    }),
};

export function useMyVisit(id: string) {
  return useQuery(visitQueries.mine(id));
}
