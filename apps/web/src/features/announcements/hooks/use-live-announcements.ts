import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { announcementKeys } from '../api/announcement-queries';

const EVENTS_URL = '/api/events';
const MAX_RETRY_MS = 30_000;

/**
 * Keeps every announcement query fresh from the server's SSE stream. EventSource retries network drops
 * itself; when the server refuses the stream (it closes for good) we reopen it with a growing delay.
 * Every (re)connection refetches too: changes made while we were disconnected were never delivered.
 */
export function useLiveAnnouncements() {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = 1_000;
    let opened = false;
    let stopped = false;

    const refresh = () => void queryClient.invalidateQueries({ queryKey: announcementKeys.all });

    const connect = () => {
      source = new EventSource(EVENTS_URL);
      source.addEventListener('open', () => {
        retryMs = 1_000;
        if (opened) refresh();
        opened = true;
      });
      source.addEventListener('announcement', refresh);
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
