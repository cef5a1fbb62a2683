import type { Announcement, CurrentAnnouncement } from '@drivecare/contract/announcements';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

/** Every announcement query sits under ['announcements'], so one invalidation refreshes them all. */
export const announcementKeys = {
  all: ['announcements'] as const,
  current: () => [...announcementKeys.all, 'current'] as const,
  adminList: () => [...announcementKeys.all, 'admin-list'] as const,
};

export const announcementQueries = {
  current: () =>
    queryOptions({
      queryKey: announcementKeys.current(),
      queryFn: () => apiFetch<CurrentAnnouncement>('/api/announcements/current'),
    }),
  adminList: () =>
    queryOptions({
      queryKey: announcementKeys.adminList(),
      queryFn: () => apiFetch<Announcement[]>('/api/admin/announcements'),
    }),
};
