import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { subscribeLive } from '@/lib/live-events';

import { appointmentKeys } from '../api/appointment-queries';
import { visitKeys } from '../api/visit-queries';

/**
 * Refetches an appointment's visit whenever the server says it changed (SSE `event: visit`, sent only to the
 * owner and staff), and after every reconnection, since events sent while disconnected are lost. `enabled` false
 * listens to nothing (the member's page passes it only while the appointment is in progress).
 */
export function useLiveVisit(appointmentId: string, enabled = true) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: visitKeys.all });
      // Checking in also changes the appointment's status.
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.detail(appointmentId) });
    };
    return subscribeLive(
      'visit',
      (event) => {
        try {
          const data = JSON.parse(event.data) as { appointmentId?: string };
          if (data.appointmentId === appointmentId) refresh();
        } catch {
          refresh();
        }
      },
      refresh,
    );
  }, [appointmentId, enabled, queryClient]);
}
