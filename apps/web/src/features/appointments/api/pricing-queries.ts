import type { MemberPricing } from '@drivecare/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

/** The club's Premium discount and whether it applies to the signed-in member (the booking's Premium price). */
export const pricingQueries = {
  mine: () =>
    queryOptions({
      queryKey: ['club-settings', 'pricing'] as const,
      queryFn: ({ signal }) => apiFetch<MemberPricing>('/api/settings/pricing', { signal }),
    }),
};

export function useMemberPricing() {
  return useQuery(pricingQueries.mine());
}
