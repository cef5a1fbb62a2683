import type { CalendarFeedLink } from '@drivecare/contract/calendar-feeds';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export const calendarFeedKeys = {
  all: ['calendar-feed'] as const,
  mine: () => [...calendarFeedKeys.all, 'mine'] as const,
};

export const calendarFeedQueries = {
  mine: () => queryOptions({ queryKey: calendarFeedKeys.mine(), queryFn: () => apiFetch<CalendarFeedLink>('/api/calendar-feed') }),
};
