import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { appointmentKeys } from '../api/appointment-queries';
import { visitKeys } from '../api/visit-queries';

/**
 * Refetches an appointment's visit whenever the server says it changed (SSE `event: visit`, sent only to the
 * owner and staff), and after every reconnection, since events sent while disconnected are lost. `enabled` false
 * opens no stream (the member's page passes it only while the appointment is in progress).
 */
export function useLiveVisit(appointmentId: string, enabled = true) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: visitKeys.all });
      // Checking in also changes the appointment's status.
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.detail(appointmentId) });
    };
    const source = new EventSource('/api/events');
    let opened = false;
    source.addEventListener('open', () => {
      if (opened) refresh();
      opened = true;
    });
    source.addEventListener('visit', (event: MessageEvent<string>) => {
      try {
        const data = JSON.parse(event.data) as { appointmentId?: string };
        if (data.appointmentId === appointmentId) refresh();
      } catch {
        refresh();
      }
    });
    return () => source.close();
  }, [appointmentId, enabled, queryClient]);
}
