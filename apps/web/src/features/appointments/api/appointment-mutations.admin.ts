import {
  adminAppointmentsPath,
  type AdminAppointmentDetails,
  type AdminAppointmentEditInput,
  type AdminAppointmentStatus,
} from '@drivecare/contract/admin-appointments';
import type { MoveAppointmentValues } from '@drivecare/contract/admin-calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { adminAppointmentKeys } from './appointment-queries.admin';
import { visitKeys } from './visit-queries';

/**
 * Every admin appointment view, and the member-side caches an admin session might also hold; the visits too,
 * since a status change checks the car in or (completing) issues the invoice.
 */
export function useInvalidateAppointments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: adminAppointmentKeys.all }), queryClient.invalidateQueries({ queryKey: visitKeys.all })]);
}

export function useSetAppointmentStatus() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: ({ id, status, odometerMiles = null }: { id: string; status: AdminAppointmentStatus; odometerMiles?: number | null }) =>
      apiFetch<AdminAppointmentDetails>(`${adminAppointmentsPath}/${id}/status`, { method: 'PATCH', json: { status, odometerMiles } }),
    onSettled: invalidate,
  });
}

export function useEditAppointment() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AdminAppointmentEditInput }) =>
      apiFetch<AdminAppointmentDetails>(`${adminAppointmentsPath}/${id}`, {
        method: 'PUT',
        json: input,
      }),
    onSettled: invalidate,
  });
}

export function useDeleteAppointment() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<undefined>(`${adminAppointmentsPath}/${id}`, {
        method: 'DELETE',
      }),
    onSettled: invalidate,
  });
}

export function useMoveAppointment() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: ({ id, date, time }: { id: string } & MoveAppointmentValues) =>
      apiFetch<AdminAppointmentDetails>(`${adminAppointmentsPath}/${id}/move`, { method: 'POST', json: { date, time } }),
    onSettled: invalidate,
  });
}
