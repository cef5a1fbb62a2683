import type { AdminSummary } from '@drivecare/contract/users';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export const adminKeys = {
  all: ['admin-admins'] as const,
  list: (q: string) => [...adminKeys.all, 'list', q] as const,
};

export const adminQueries = {
  list: (q: string) =>
    queryOptions({
      queryKey: adminKeys.list(q),
      queryFn: ({ signal }) => apiFetch<AdminSummary[]>(`/api/admin/admins?q=${encodeURIComponent(q)}`, { signal }),
      staleTime: 30_000,
      placeholderData: keepPreviousData,
    }),
};
