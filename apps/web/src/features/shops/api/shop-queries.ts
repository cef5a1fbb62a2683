import type { MemberShop } from '@drivecare/contract/shops';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

/** The shops a member can book at (the staff list is adminShopKeys). */
export const shopKeys = {
  all: ['shops'] as const,
  bookable: () => [...shopKeys.all, 'bookable'] as const,
};

export const shopQueries = {
  /** Active shops by name, with whether each is open today. */
  bookable: () =>
    queryOptions({
      queryKey: shopKeys.bookable(),
      queryFn: ({ signal }) => apiFetch<MemberShop[]>('/api/shops', { signal }),
    }),
};
