import type { Dashboard } from '@drivecare/contract/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { dashboardKeys } from './dashboard-keys';


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
