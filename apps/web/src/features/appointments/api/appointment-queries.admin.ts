import {
  adminAppointmentsPath,
  type AdminAppointmentDetails,
  type AdminAppointmentOptions,
  type AdminAppointmentPage,
  type AdminAppointmentQuery,
} from '@drivecare/contract/admin-appointments';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export const adminAppointmentKeys = {
  all: ['admin-appointments'] as const,
  lists: () => [...adminAppointmentKeys.all, 'list'] as const,
  list: (q: AdminAppointmentQuery) => [...adminAppointmentKeys.lists(), q] as const,
  details: (id: string) => [...adminAppointmentKeys.all, 'details', id] as const,
  options: (id: string) => [...adminAppointmentKeys.all, 'options', id] as const,
};

function toSearch(q: AdminAppointmentQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export const adminAppointmentQueries = {
  list: (q: AdminAppointmentQuery) =>
    queryOptions({
      queryKey: adminAppointmentKeys.list(q),
      queryFn: ({ signal }) => apiFetch<AdminAppointmentPage>(`${adminAppointmentsPath}?${toSearch(q)}`, { signal }),
      // Paging and filtering keep the last page on screen instead of flashing skeletons.
      placeholderData: keepPreviousData,
    }),
  details: (id: string) =>
    queryOptions({
      queryKey: adminAppointmentKeys.details(id),
      queryFn: ({ signal }) =>
        apiFetch<AdminAppointmentDetails>(`${adminAppointmentsPath}/${id}`, {
          signal,
        }),
    }),
  options: (id: string) =>
    queryOptions({
      queryKey: adminAppointmentKeys.options(id),
      queryFn: ({ signal }) => apiFetch<AdminAppointmentOptions>(`${adminAppointmentsPath}/${id}/options`, { signal }),
      staleTime: 0,
    }),
};
