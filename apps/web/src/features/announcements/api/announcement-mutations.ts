import type { Announcement, AnnouncementInput } from '@drivecare/contract/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { announcementKeys } from './announcement-queries';

function useInvalidateAnnouncements() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: announcementKeys.all });
}

export function useSaveAnnouncement() {
  const invalidate = useInvalidateAnnouncements();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: AnnouncementInput }) =>
      id
        ? apiFetch<Announcement>(`/api/admin/announcements/${id}`, {
            method: 'PUT',
            json: input,
          })
        : apiFetch<Announcement>('/api/admin/announcements', {
            method: 'POST',
            json: input,
          }),
    onSettled: invalidate,
  });
}

export function useSetAnnouncementStatus() {
  const invalidate = useInvalidateAnnouncements();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiFetch<Announcement>(`/api/admin/announcements/${id}/status`, {
        method: 'PATCH',
        json: { isActive },
      }),
    onSettled: invalidate,
  });
}

export function useDeleteAnnouncement() {
  const invalidate = useInvalidateAnnouncements();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<undefined>(`/api/admin/announcements/${id}`, {
        method: 'DELETE',
      }),
    onSettled: invalidate,
  });
}
