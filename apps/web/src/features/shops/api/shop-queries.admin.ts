import type { CalendarFeedLink } from '@drivecare/contract/calendar-feeds';
import type { Shop } from '@drivecare/contract/shops';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export const adminShopKeys = {
  all: ['admin-shops'] as const,
  list: () => [...adminShopKeys.all, 'list'] as const,
  calendarFeed: (shopId: string) => [...adminShopKeys.all, 'calendar-feed', shopId] as const,
};

export const adminShopQueries = {
  /** Newest first, with each shop's weekly schedule. */
  list: () =>
    queryOptions({
      queryKey: adminShopKeys.list(),
      queryFn: () => apiFetch<Shop[]>('/api/admin/shops'),
    }),
  /** The shop's calendar subscription link for the staff (null until made). */
  calendarFeed: (shopId: string) =>
    queryOptions({
      queryKey: adminShopKeys.calendarFeed(shopId),
      queryFn: () => apiFetch<CalendarFeedLink>(`/api/admin/shops/${shopId}/calendar-feed`),
    }),
};
