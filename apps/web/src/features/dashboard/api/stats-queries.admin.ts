import type { DashboardStats } from '@drivecare/contract/users';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export const adminStatsKeys = {
  all: ['admin-stats'] as const,
};

export const adminStatsQueries = {
  overview: () =>
    queryOptions({
      queryKey: adminStatsKeys.all,
      queryFn: ({ signal }) => apiFetch<DashboardStats>('/api/admin/stats', { signal }),
      // Counts move whenever members book or admins act: keep them fresher than the 5-minute default.
      staleTime: 30_000,
    }),
};
