import type { AppointmentDetails } from '@drivecare/contract/appointments';
import type { JoinWaitlistValues, WaitlistEntry } from '@drivecare/contract/waitlist';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { dashboardKeys } from '@/features/dashboard/api/dashboard-keys';
import { apiFetch } from '@/lib/api-client';

import { appointmentKeys } from './appointment-queries';

/** The member's waitlist: the list ('My Waitlist') and one entry or offer. */
export const waitlistKeys = {
  all: ['waitlist'] as const,
  list: () => [...waitlistKeys.all, 'list'] as const,
  detail: (id: string) => [...waitlistKeys.all, 'detail', id] as const,
};

export const waitlistQueries = {
  list: () =>
    queryOptions({
      queryKey: waitlistKeys.list(),
      queryFn: ({ signal }) => apiFetch<WaitlistEntry[]>('/api/waitlist', { signal }),
      // An offer arrives and runs out by the clock: never trust an old answer for long.
      staleTime: 30_000,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: waitlistKeys.detail(id),
      queryFn: ({ signal }) => apiFetch<WaitlistEntry>(`/api/waitlist/${encodeURIComponent(id)}`, { signal }),
      staleTime: 30_000,
    }),
};

export const useMyWaitlist = () => useQuery(waitlistQueries.list());
export const useWaitlistEntry = (id: string) => useQuery(waitlistQueries.detail(id));

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JoinWaitlistValues) => apiFetch<WaitlistEntry>('/api/waitlist', { method: 'POST', json: input }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.availabilities() });
    },
  });
}

/** Leaving the waitlist, or declining an offer: either way the entry ends. */
export function useEndWaitlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, how }: { id: string; how: 'leave' | 'decline' }) =>
      apiFetch<null>(how === 'leave' ? `/api/waitlist/${encodeURIComponent(id)}` : `/api/waitlist/${encodeURIComponent(id)}/decline`, {
        method: how === 'leave' ? 'DELETE' : 'POST',
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
  });
}

export function useClaimOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<AppointmentDetails>(`/api/waitlist/${encodeURIComponent(id)}/claim`, { method: 'POST' }),
    onSuccess: (details) => queryClient.setQueryData(appointmentKeys.detail(details.id), details),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
