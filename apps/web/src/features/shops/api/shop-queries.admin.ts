import type { Shop } from '@drivecare/contract/shops';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export const adminShopKeys = {
  all: ['admin-shops'] as const,
  list: () => [...adminShopKeys.all, 'list'] as const,
};

export const adminShopQueries = {
  /** Newest first, with each shop's weekly schedule. */
  list: () =>
    queryOptions({
      queryKey: adminShopKeys.list(),
      queryFn: () => apiFetch<Shop[]>('/api/admin/shops'),
    }),
};
