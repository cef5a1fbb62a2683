import type { Visit } from '@drivecare/contract/visits';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { visitKeys } from './visit-queries';

export const adminVisitPath = (id: string) => `/api/admin/visits/${encodeURIComponent(id)}`;

export const adminVisitQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: visitKeys.staff(id),
      queryFn: ({ signal }) => apiFetch<Visit>(adminVisitPath(id), { signal }),
    }),
};

export function useStaffVisit(id: string) {
  return useQuery(adminVisitQueries.detail(id));
}
