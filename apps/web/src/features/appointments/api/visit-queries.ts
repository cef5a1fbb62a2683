import type { Visit } from '@drivecare/contract/visits';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

/** Visits (stages, findings, estimate), for the member and staff alike: one key per appointment and audience. */
export const visitKeys = {
  all: ['visits'] as const,
  mine: (id: string) => [...visitKeys.all, 'mine', id] as const,
  staff: (id: string) => [...visitKeys.all, 'staff', id] as const,
};

/** Whether the visit's invoice or one of its credit notes is still waiting for its PDF. */
export const waitingForPdf = (visit: Visit | undefined) =>
  !!visit?.invoice && (visit.invoice.receiptId === null || visit.invoice.creditNotes.some((c) => c.receiptId === null));

export const visitQueries = {
  mine: (id: string) =>
    queryOptions({
      queryKey: visitKeys.mine(id),
      queryFn: ({ signal }) => apiFetch<Visit>(`/api/visits/${encodeURIComponent(id)}`, { signal }),
      // An issued invoice's PDF (and a credit note's) is written just after the completion: look again until it is there.
      refetchInterval: (query) => (waitingForPdf(query.state.data) ? 2_000 : false),
    }),
};

export function useMyVisit(id: string) {
  return useQuery(visitQueries.mine(id));
}
