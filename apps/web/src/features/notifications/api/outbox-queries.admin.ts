import type { OutboxMessage, OutboxOverview, OutboxStatus } from '@drivecare/contract/outbox';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export const adminOutboxKeys = {
  all: ['admin-outbox'] as const,
  list: (status: OutboxStatus | 'all') => [...adminOutboxKeys.all, status] as const,
};

export const adminOutboxQueries = {
  overview: (status: OutboxStatus | 'all') =>
    queryOptions({
      queryKey: adminOutboxKeys.list(status),
      queryFn: () =>
        apiFetch<OutboxOverview>(status === 'all' ? '/api/admin/outbox' : `/api/admin/outbox?status=${status}`),
      // Delivery moves on by itself; keep the counts fresh while the screen is open.
      refetchInterval: 10_000,
      // Switching the filter keeps the counts and the old list on screen until the new list arrives.
      placeholderData: keepPreviousData,
    }),
};

export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<OutboxMessage>(`/api/admin/outbox/${id}/retry`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOutboxKeys.all }),
  });
}
