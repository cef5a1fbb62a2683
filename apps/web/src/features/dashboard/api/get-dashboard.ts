import type { Dashboard } from '@drivecare/contract/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export const dashboardQueryKey = ['dashboard'] as const;

export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardQueryKey,
  queryFn: ({ signal }) => apiFetch<Dashboard>('/api/dashboard', { signal }),
});

/** GET /api/dashboard: membership level, 3 newest vehicles, 3 soonest upcoming appointments. */
export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
