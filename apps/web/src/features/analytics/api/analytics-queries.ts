import type { Analytics } from '@drivecare/contract/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export const analyticsKeys = {
  all: ['analytics'] as const,
};

export const analyticsQueries = {
  overview: () =>
    queryOptions({
      queryKey: analyticsKeys.all,
      queryFn: ({ signal }) => apiFetch<Analytics>('/api/analytics', { signal }),
    }),
};

/** GET /api/analytics: the Basic figures, and the advanced ones for a Premium member (null otherwise). */
export function useAnalytics() {
  return useQuery(analyticsQueries.overview());
}

/** 'Export CSV': a plain link, so the browser writes the file itself. */
export const analyticsExportUrl = '/api/analytics/export';
