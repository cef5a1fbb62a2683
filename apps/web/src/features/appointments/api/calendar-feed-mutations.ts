import type { CalendarFeedLink } from '@drivecare/contract/calendar-feeds';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { calendarFeedKeys } from './calendar-feed-queries';

/** 'Create link' ('reset': 'Reset link'); the answer is the link the dialog shows. */
export function useCalendarFeedAction(action: 'create' | 'reset') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<CalendarFeedLink>(action === 'create' ? '/api/calendar-feed' : '/api/calendar-feed/reset', { method: 'POST' }),
    onSuccess: (link) => queryClient.setQueryData(calendarFeedKeys.mine(), link),
  });
}
