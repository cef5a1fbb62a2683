import type { Visit } from '@drivecare/contract/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { visitKeys } from './visit-queries';

export type Decision = { itemId: string; verb: 'approve' | 'decline' } | 'approve-all';

/** The member approves or declines one recommended item, or approves every waiting one. */
export function useDecideItem(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => {
      const base = `/api/visits/${encodeURIComponent(appointmentId)}`;
      const path = decision === 'approve-all' ? `${base}/approve-all` : `${base}/items/${encodeURIComponent(decision.itemId)}/${decision.verb}`;
      return apiFetch<Visit>(path, { method: 'POST' });
    },
    onSuccess: (visit) => queryClient.setQueryData(visitKeys.mine(appointmentId), visit),
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitKeys.mine(appointmentId) }),
  });
}
