import type { AppointmentDetails, AppointmentListItem, Availability } from '@drivecare/contract/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

/** The signed-in member's appointments, from the whole tree down to one shop's month of places. */
export const appointmentKeys = {
  all: ['appointments'] as const,
  list: () => [...appointmentKeys.all, 'list'] as const,
  detail: (id: string) => [...appointmentKeys.all, 'detail', id] as const,
  availabilities: () => [...appointmentKeys.all, 'availability'] as const,
  availability: (shopId: string | undefined, month: string, exclude?: string) =>
    [...appointmentKeys.availabilities(), shopId, month, exclude ?? null] as const,
};

export const appointmentQueries = {
  list: () =>
    queryOptions({
      queryKey: appointmentKeys.list(),
      queryFn: ({ signal }) => apiFetch<AppointmentListItem[]>('/api/appointments', { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: appointmentKeys.detail(id),
      queryFn: ({ signal }) => apiFetch<AppointmentDetails>(`/api/appointments/${encodeURIComponent(id)}`, { signal }),
    }),
  availability: (shopId: string | undefined, month: string, exclude?: string) =>
    queryOptions({
      queryKey: appointmentKeys.availability(shopId, month, exclude),
      queryFn: ({ signal }) => {
        const query = new URLSearchParams({ shopId: shopId ?? '', month });
        if (exclude) query.set('exclude', exclude);
        return apiFetch<Availability>(`/api/appointments/availability?${query.toString()}`, { signal });
      },
      enabled: !!shopId,
      // Places fill up as others book: never trust an old answer for long.
      staleTime: 30_000,
    }),
};

/** The member's appointments, by date. */
export function useAppointments() {
  return useQuery(appointmentQueries.list());
}

export function useAppointment(id: string) {
  return useQuery(appointmentQueries.detail(id));
}

/** Bookable days and slots of a shop in a month (yyyy-MM); `exclude` is the appointment being moved. */
export function useAvailability(shopId: string | undefined, month: string, exclude?: string) {
  return useQuery(appointmentQueries.availability(shopId, month, exclude));
}
