import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { subscribeLive } from '@/lib/live-events';

import { announcementKeys } from '../api/announcement-queries';

/** Keeps every announcement query fresh from the server's event stream, and refetches after every reconnection. */
export function useLiveAnnouncements() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: announcementKeys.all });
    return subscribeLive('announcement', refresh, refresh);
  }, [queryClient]);
}
