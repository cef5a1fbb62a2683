import type { ShopClosure } from '@drivecare/contract/shop-closures';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export const closureKeys = {
  all: ['admin-closures'] as const,
  forShop: (shopId: string) => [...closureKeys.all, 'shop', shopId] as const,
};

export const closureQueries = {
  /** A shop's closures to come, with the club's holidays ('All shops'), first day first. */
  forShop: (shopId: string) =>
    queryOptions({
      queryKey: closureKeys.forShop(shopId),
      queryFn: () => apiFetch<ShopClosure[]>(`/api/admin/closures?shopId=${encodeURIComponent(shopId)}`),
    }),
};
