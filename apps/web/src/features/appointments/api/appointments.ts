import type {
  AppointmentDetails,
  AppointmentListItem,
  Availability,
  BookingValues,
  RescheduleValues,
} from '@drivecare/contract/appointments';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { ApiError, apiFetch } from '@/lib/api-client';

export const appointmentsQueryKey = ['appointments'] as const;
/** Other screens that show appointments: the dashboard's upcoming list and the receipts table. */
const dependentKeys = [['dashboard'], ['receipts']] as const;

export const appointmentsQueryOptions = queryOptions({
  queryKey: [...appointmentsQueryKey, 'list'],
  queryFn: ({ signal }) => apiFetch<AppointmentListItem[]>('/api/appointments', { signal }),
});

export const appointmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...appointmentsQueryKey, 'detail', id],
    queryFn: ({ signal }) => apiFetch<AppointmentDetails>(`/api/appointments/${encodeURIComponent(id)}`, { signal }),
  });

/** The member's appointments, by date. */
export function useAppointments() {
  return useQuery(appointmentsQueryOptions);
}

export function useAppointment(id: string) {
  return useQuery(appointmentQueryOptions(id));
}

/** Bookable days and slots of a shop in a month (yyyy-MM); `exclude` is the appointment being moved. */
export function useAvailability(shopId: string | undefined, month: string, exclude?: string) {
  return useQuery({
    queryKey: [...appointmentsQueryKey, 'availability', shopId, month, exclude ?? null],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ shopId: shopId ?? '', month });
      if (exclude) query.set('exclude', exclude);
      return apiFetch<Availability>(`/api/appointments/availability?${query.toString()}`, { signal });
    },
    enabled: !!shopId,
    // Places fill up as others book: never trust an old answer for long.
    staleTime: 30_000,
  });
}

/** A slot filled while the member was choosing: ask for the places again. */
function refreshAvailabilityOnConflict(queryClient: QueryClient, error: Error) {
  if (error instanceof ApiError && error.status === 409) {
    void queryClient.invalidateQueries({ queryKey: [...appointmentsQueryKey, 'availability'] });
  }
}

function refreshAfterChange(queryClient: QueryClient, details?: AppointmentDetails) {
  if (details) queryClient.setQueryData(appointmentQueryOptions(details.id).queryKey, details);
  void queryClient.invalidateQueries({ queryKey: appointmentsQueryKey });
  for (const key of dependentKeys) void queryClient.invalidateQueries({ queryKey: key });
}

export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingValues) => apiFetch<AppointmentDetails>('/api/appointments', { method: 'POST', json: input }),
    onSuccess: (details) => refreshAfterChange(queryClient, details),
    onError: (error) => refreshAvailabilityOnConflict(queryClient, error),
  });
}

export function useRescheduleAppointment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RescheduleValues) =>
      apiFetch<AppointmentDetails>(`/api/appointments/${encodeURIComponent(id)}`, { method: 'PATCH', json: input }),
    onSuccess: (details) => refreshAfterChange(queryClient, details),
    onError: (error) => refreshAvailabilityOnConflict(queryClient, error),
  });
}

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<AppointmentDetails>(`/api/appointments/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
    onSuccess: (details) => refreshAfterChange(queryClient, details),
  });
}
