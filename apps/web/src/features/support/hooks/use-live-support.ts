import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { supportKeys } from '../api/support-queries';

/**
 * Refetches support queries whenever the server says a conversation changed (SSE `event: support`: a member's own
 * conversations reach that member, every one reaches staff), and after every reconnection, since events sent while
 * disconnected are lost.
 */
export function useLiveSupport() {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: supportKeys.all });
    const source = new EventSource('/api/events');
    let opened = false;
    source.addEventListener('open', () => {
      if (opened) refresh();
      opened = true;
    });
    source.addEventListener('support', refresh);
    return () => source.close();
  }, [queryClient]);
}
