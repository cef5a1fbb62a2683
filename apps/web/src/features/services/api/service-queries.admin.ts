import type { Service } from '@drivecare/contract/services';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export const adminServiceKeys = {
  all: ['admin-services'] as const,
  list: () => [...adminServiceKeys.all, 'list'] as const,
};

export const adminServiceQueries = {
  list: () =>
    queryOptions({
      queryKey: adminServiceKeys.list(),
      queryFn: () => apiFetch<Service[]>('/api/admin/services'),
    }),
};
