import type { EstimateItemInput, FindingInput, Visit, VisitStage } from '@drivecare/contract/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { adminVisitPath } from './visit-queries.admin';
import { visitKeys } from './visit-queries';

/** Every staff change to a visit answers the whole visit: it replaces the cached one. */
function useVisitChange<Input>(appointmentId: string, request: (input: Input) => Promise<Visit>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (visit) => queryClient.setQueryData(visitKeys.staff(appointmentId), visit),
    // Not awaited: the answer is already in the cache, and the form's own onSuccess (which clears it) must run
    // right away, not after a refetch during which staff may already be typing the next item.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: visitKeys.staff(appointmentId) }),
  });
}

export function useSetStage(appointmentId: string) {
  return useVisitChange(appointmentId, (stage: VisitStage) =>
    apiFetch<Visit>(`${adminVisitPath(appointmentId)}/stage`, { method: 'PUT', json: { stage } }),
  );
}

export function useAddFinding(appointmentId: string) {
  return useVisitChange(appointmentId, (input: FindingInput) =>
    apiFetch<Visit>(`${adminVisitPath(appointmentId)}/findings`, { method: 'POST', json: input }),
  );
}

export function useRemoveFinding(appointmentId: string) {
  return useVisitChange(appointmentId, (findingId: string) =>
    apiFetch<Visit>(`${adminVisitPath(appointmentId)}/findings/${encodeURIComponent(findingId)}`, { method: 'DELETE' }),
  );
}

export function useAddPhoto(appointmentId: string) {
  return useVisitChange(appointmentId, ({ findingId, file }: { findingId: string; file: File }) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return apiFetch<Visit>(`${adminVisitPath(appointmentId)}/findings/${encodeURIComponent(findingId)}/photos`, { method: 'POST', body });
  });
}

export function useAddItem(appointmentId: string) {
  return useVisitChange(appointmentId, (input: EstimateItemInput) =>
    apiFetch<Visit>(`${adminVisitPath(appointmentId)}/items`, { method: 'POST', json: input }),
  );
}

export function useSetItemDone(appointmentId: string) {
  return useVisitChange(appointmentId, ({ itemId, done }: { itemId: string; done: boolean }) =>
    apiFetch<Visit>(`${adminVisitPath(appointmentId)}/items/${encodeURIComponent(itemId)}`, { method: 'PATCH', json: { done } }),
  );
}

export function useRemoveItem(appointmentId: string) {
  return useVisitChange(appointmentId, (itemId: string) =>
    apiFetch<Visit>(`${adminVisitPath(appointmentId)}/items/${encodeURIComponent(itemId)}`, { method: 'DELETE' }),
  );
}
