import type { Receipt } from '@drivecare/contract/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export const receiptsQueryKey = ['receipts'] as const;

export const receiptsQueryOptions = queryOptions({
  queryKey: receiptsQueryKey,
  queryFn: ({ signal }) => apiFetch<Receipt[]>('/api/receipts', { signal }),
});

/** Documents attached to the member's appointments, newest upload first. */
export function useReceipts() {
  return useQuery(receiptsQueryOptions);
}
