import type { CurrentAnnouncement } from '@drivecare/contract/announcements';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { apiFetch } from '@/lib/api-client';

import { announcementKeys } from './announcement-queries';

type Step = { id: string; step: 'acknowledge' | 'dismiss' };

/**
 * 'Got it' (`step: 'acknowledge'`) or the banner's dismissal, remembered for the account on every device. The
 * cached current announcement changes at once, so the modal or banner goes without waiting for the server; a
 * request that does not get through is answered by this browser's own memory. A plain request rather than a
 * useMutation: every signed-in screen carries this, and the mutation machinery would count against its budget.
 */
export function useRecordAnnouncementStep() {
  const queryClient = useQueryClient();
  const mutate = useCallback(
    ({ id, step }: Step) => {
      queryClient.setQueryData<CurrentAnnouncement>(announcementKeys.current(), (current) =>
        current?.id === id
          ? {
              ...current,
              acknowledged: true,
              dismissed: current.dismissed || step === 'dismiss',
            }
          : current,
      );
      apiFetch<void>(`/api/announcements/${id}/${step}`, {
        method: 'POST',
      }).catch(() => undefined);
    },
    [queryClient],
  );
  return { mutate };
}
