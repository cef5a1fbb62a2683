import type {
  AffectedAppointments,
  ClosureCreated,
  ClosureInput,
  CreateClosureInput,
} from '@drivecare/contract/shop-closures';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminAppointmentKeys } from '@/features/appointments/api/appointment-queries.admin';
import { apiFetch } from '@/lib/api-client';

import { closureKeys } from './closure-queries.admin';

function useInvalidateClosures() {
  const queryClient = useQueryClient();
  // Cancelled bookings change the appointments lists and the calendar too.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: closureKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminAppointmentKeys.all }),
    ]);
}

/** What the closure would take: asked before anything is written. */
export function useAffectedAppointments() {
  return useMutation({
    mutationFn: (input: ClosureInput) =>
      apiFetch<AffectedAppointments>('/api/admin/closures/affected', { method: 'POST', json: input }),
  });
}

export function useAddClosure() {
  const invalidate = useInvalidateClosures();
  return useMutation({
    mutationFn: (input: CreateClosureInput) => apiFetch<ClosureCreated>('/api/admin/closures', { method: 'POST', json: input }),
    onSettled: invalidate,
  });
}

export function useRemoveClosure() {
  const invalidate = useInvalidateClosures();
  return useMutation({
    mutationFn: (id: string) => apiFetch<undefined>(`/api/admin/closures/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}
