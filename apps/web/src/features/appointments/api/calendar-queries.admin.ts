import { adminCalendarPath, type AdminCalendar, type AdminCalendarQuery } from '@drivecare/contract/admin-calendar';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { adminAppointmentKeys } from './appointment-queries.admin';

/** Under the admin appointments keys: every change to an appointment refreshes the calendar too. */
export const calendarKeys = {
  all: () => [...adminAppointmentKeys.all, 'calendar'] as const,
  view: (q: AdminCalendarQuery) => [...calendarKeys.all(), q] as const,
};

export const calendarQueries = {
  view: (q: AdminCalendarQuery) =>
    queryOptions({
      queryKey: calendarKeys.view(q),
      queryFn: ({ signal }) =>
        apiFetch<AdminCalendar>(`${adminCalendarPath}?${new URLSearchParams({ shopId: q.shopId, date: q.date, view: q.view ?? 'day' }).toString()}`, {
          signal,
        }),
      // Stepping through days keeps the last one on screen instead of flashing skeletons.
      placeholderData: keepPreviousData,
    }),
};
