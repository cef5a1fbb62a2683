import type { Visit } from '@drivecare/contract/visits';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { visitKeys, waitingForPdf } from './visit-queries';

export const adminVisitPath = (id: string) => `/api/admin/visits/${encodeURIComponent(id)}`;

export const adminVisitQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: visitKeys.staff(id),
      queryFn: ({ signal }) => apiFetch<Visit>(adminVisitPath(id), { signal }),
      // An issued invoice's PDF (and a credit note's) is written just after the completion: look again until it is there.
      refetchInterval: (query) => (waitingForPdf(query.state.data) ? 2_000 : false),
    }),
};

export function useStaffVisit(id: string) {
  return useQuery(adminVisitQueries.detail(id));
}
