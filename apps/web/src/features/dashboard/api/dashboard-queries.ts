import type { Dashboard } from '@drivecare/contract/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

/** The member dashboard; the garage, appointments and membership refresh it after their changes. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};

export const dashboardQueries = {
  summary: () =>
    queryOptions({
      queryKey: dashboardKeys.all,
      queryFn: ({ signal }) => apiFetch<Dashboard>('/api/dashboard', { signal }),
    }),
};

/** GET /api/dashboard: membership level, 3 newest vehicles, 3 soonest upcoming appointments. */
export function useDashboard() {
  return useQuery(dashboardQueries.summary());
}
