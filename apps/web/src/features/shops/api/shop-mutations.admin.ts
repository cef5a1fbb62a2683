import type { CalendarFeedLink } from '@drivecare/contract/calendar-feeds';
import type { Shop, ShopInput, WeeklySchedule } from '@drivecare/contract/shops';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { adminShopKeys } from './shop-queries.admin';

function useInvalidateShops() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminShopKeys.all });
}

export function useSaveShop() {
  const invalidate = useInvalidateShops();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ShopInput }) =>
      id
        ? apiFetch<Shop>(`/api/admin/shops/${id}`, {
            method: 'PUT',
            json: input,
          })
        : apiFetch<Shop>('/api/admin/shops', { method: 'POST', json: input }),
    onSettled: invalidate,
  });
}

export function useSetShopStatus() {
  const invalidate = useInvalidateShops();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiFetch<Shop>(`/api/admin/shops/${id}/status`, {
        method: 'PATCH',
        json: { isActive },
      }),
    onSettled: invalidate,
  });
}

export function useSaveShopSchedule() {
  const invalidate = useInvalidateShops();
  return useMutation({
    mutationFn: ({ id, schedule }: { id: string; schedule: WeeklySchedule }) =>
      apiFetch<Shop>(`/api/admin/shops/${id}/schedule`, {
        method: 'PUT',
        json: schedule,
      }),
    onSettled: invalidate,
  });
}

export function useDeleteShop() {
  const invalidate = useInvalidateShops();
  return useMutation({
    mutationFn: (id: string) => apiFetch<undefined>(`/api/admin/shops/${id}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

/** 'Create link' ('reset': 'Reset link') for a shop's calendar feed. */
export function useShopCalendarFeedAction(shopId: string, action: 'create' | 'reset') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<CalendarFeedLink>(`/api/admin/shops/${shopId}/calendar-feed${action === 'reset' ? '/reset' : ''}`, { method: 'POST' }),
    onSuccess: (link) => queryClient.setQueryData(adminShopKeys.calendarFeed(shopId), link),
  });
}
