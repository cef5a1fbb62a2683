import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { subscribeLive } from '@/lib/live-events';

import { supportKeys } from '../api/support-queries';

/**
 * Refetches support queries whenever the server says a conversation changed (SSE `event: support`: a member's own
 * conversations reach that member, every one reaches staff), and after every reconnection.
 */
export function useLiveSupport() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: supportKeys.all });
    return subscribeLive('support', refresh, refresh);
  }, [queryClient]);
}
