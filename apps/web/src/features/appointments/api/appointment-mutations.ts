import type { AppointmentDetails, BookingValues, RescheduleValues } from '@drivecare/contract/appointments';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { dashboardKeys } from '@/features/dashboard/api/dashboard-keys';
import { ApiError, apiFetch } from '@/lib/api-client';

import { appointmentKeys } from './appointment-queries';
import { receiptKeys } from './receipt-queries';

/** Other screens that show appointments: the dashboard's upcoming list and the receipts table. */
const dependentKeys = [dashboardKeys.all, receiptKeys.all] as const;

/** A slot filled while the member was choosing: ask for the places again. */
function refreshAvailabilityOnConflict(queryClient: QueryClient, error: Error) {
  if (error instanceof ApiError && error.status === 409) {
    void queryClient.invalidateQueries({ queryKey: appointmentKeys.availabilities() });
  }
}

function refreshAfterChange(queryClient: QueryClient, details?: AppointmentDetails) {
  if (details) queryClient.setQueryData(appointmentKeys.detail(details.id), details);
  void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
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
