import type { Receipt } from '@drivecare/contract/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

/** Documents attached to the member's appointments (receipts, invoices). */
export const receiptKeys = {
  all: ['receipts'] as const,
};

export const receiptQueries = {
  list: () =>
    queryOptions({
      queryKey: receiptKeys.all,
      queryFn: ({ signal }) => apiFetch<Receipt[]>('/api/receipts', { signal }),
    }),
};

/** Documents attached to the member's appointments, newest upload first. */
export function useReceipts() {
  return useQuery(receiptQueries.list());
}
