import type { AppointmentListItem } from '@drivecare/contract/appointments';
import type {
  StaffSupportConversation,
  SupportConversation,
  SupportConversationSummary,
  SupportInboxPage,
  SupportResponseTimes,
  SupportStatus,
  SupportUnread,
} from '@drivecare/contract/support';
import type { Vehicle } from '@drivecare/contract/vehicles';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

/** Every support query sits under ['support'], so one invalidation (a live event, a mutation) refreshes them all. */
export const supportKeys = {
  all: ['support'] as const,
  mine: () => [...supportKeys.all, 'mine'] as const,
  thread: (id: string) => [...supportKeys.all, 'thread', id] as const,
  inbox: (status: SupportStatus, page: number) => [...supportKeys.all, 'inbox', status, page] as const,
  staffThread: (id: string) => [...supportKeys.all, 'staff-thread', id] as const,
  unread: () => [...supportKeys.all, 'unread'] as const,
  responseTimes: () => [...supportKeys.all, 'response-times'] as const,
  /** What a new message may be about: the member's appointments and vehicles (read here, not from their features). */
  subjects: () => [...supportKeys.all, 'subjects'] as const,
};

export const supportQueries = {
  mine: () =>
    queryOptions({
      queryKey: supportKeys.mine(),
      queryFn: ({ signal }) => apiFetch<SupportConversationSummary[]>('/api/support/conversations', { signal }),
    }),
  thread: (id: string) =>
    queryOptions({
      queryKey: supportKeys.thread(id),
      queryFn: ({ signal }) => apiFetch<SupportConversation>(`/api/support/conversations/${encodeURIComponent(id)}`, { signal }),
      // Reading it marks replies read: the list's unread marks change with it.
      staleTime: 0,
    }),
  inbox: (status: SupportStatus, page: number) =>
    queryOptions({
      queryKey: supportKeys.inbox(status, page),
      queryFn: ({ signal }) => apiFetch<SupportInboxPage>(`/api/admin/support?status=${status}&page=${page}`, { signal }),
      staleTime: 0,
    }),
  staffThread: (id: string) =>
    queryOptions({
      queryKey: supportKeys.staffThread(id),
      queryFn: ({ signal }) => apiFetch<StaffSupportConversation>(`/api/admin/support/${encodeURIComponent(id)}`, { signal }),
      staleTime: 0,
    }),
  unread: () =>
    queryOptions({
      queryKey: supportKeys.unread(),
      queryFn: ({ signal }) => apiFetch<SupportUnread>('/api/admin/support/unread', { signal }),
      staleTime: 0,
    }),
  responseTimes: () =>
    queryOptions({
      queryKey: supportKeys.responseTimes(),
      queryFn: ({ signal }) => apiFetch<SupportResponseTimes>('/api/admin/support/response-times', { signal }),
    }),
  subjects: () =>
    queryOptions({
      queryKey: supportKeys.subjects(),
      queryFn: async ({ signal }) => {
        const [appointments, vehicles] = await Promise.all([
          apiFetch<AppointmentListItem[]>('/api/appointments', { signal }),
          apiFetch<Vehicle[]>('/api/vehicles', { signal }),
        ]);
        return { appointments, vehicles };
      },
    }),
};
