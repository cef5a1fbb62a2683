import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { adminAppointmentKeys } from '../api/appointment-queries.admin';

const EVENTS_URL = '/api/events';
const MAX_RETRY_MS = 30_000;

/**
 * While a staff screen shows appointments, every booking, move or cancellation made anywhere (any instance: the
 * server relays them through PostgreSQL LISTEN/NOTIFY) refetches them. A reconnection refetches too: what changed
 * while the stream was down was never delivered.
 */
export function useLiveAppointments() {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = 1_000;
    let opened = false;
    let stopped = false;

    const refresh = () => void queryClient.invalidateQueries({ queryKey: adminAppointmentKeys.all });

    const connect = () => {
      source = new EventSource(EVENTS_URL);
      source.addEventListener('open', () => {
        retryMs = 1_000;
        if (opened) refresh();
        opened = true;
      });
      source.addEventListener('appointment', refresh);
      source.addEventListener('error', () => {
        if (stopped || source?.readyState !== EventSource.CLOSED) return;
        source.close();
        retryTimer = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      });
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [queryClient]);
}
