import type { StaffSupportConversation, SupportConversation } from '@drivecare/contract/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { supportKeys } from './support-queries';

function useInvalidateSupport() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: supportKeys.all });
}

export interface NewSupportMessage {
  subject: string;
  message: string;
  appointmentId: string | null;
  vehicleId: string | null;
  photos: File[];
}

/** 'Send': one multipart form with the text fields and the photos. */
export function useSendSupportMessage() {
  const invalidate = useInvalidateSupport();
  return useMutation({
    mutationFn: (input: NewSupportMessage) => {
      const form = new FormData();
      form.append('subject', input.subject);
      form.append('message', input.message);
      if (input.appointmentId) form.append('appointmentId', input.appointmentId);
      if (input.vehicleId) form.append('vehicleId', input.vehicleId);
      for (const photo of input.photos) form.append('photos', photo);
      return apiFetch<SupportConversation>('/api/support/conversations', { method: 'POST', body: form });
    },
    onSettled: invalidate,
  });
}

export function useWriteAgain(id: string) {
  const invalidate = useInvalidateSupport();
  return useMutation({
    mutationFn: (message: string) => {
      const form = new FormData();
      form.append('message', message);
      return apiFetch<SupportConversation>(`/api/support/conversations/${encodeURIComponent(id)}/messages`, { method: 'POST', body: form });
    },
    onSettled: invalidate,
  });
}

export function useCloseMyConversation(id: string) {
  const invalidate = useInvalidateSupport();
  return useMutation({
    mutationFn: () => apiFetch<SupportConversation>(`/api/support/conversations/${encodeURIComponent(id)}/close`, { method: 'POST' }),
    onSettled: invalidate,
  });
}

type StaffAction = { kind: 'assign' } | { kind: 'close' } | { kind: 'reply'; message: string };

export function useStaffSupportAction(id: string) {
  const invalidate = useInvalidateSupport();
  return useMutation({
    mutationFn: (action: StaffAction) => {
      const base = `/api/admin/support/${encodeURIComponent(id)}`;
      if (action.kind === 'reply') return apiFetch<StaffSupportConversation>(`${base}/replies`, { method: 'POST', json: { message: action.message } });
      return apiFetch<StaffSupportConversation>(`${base}/${action.kind}`, { method: 'POST' });
    },
    onSettled: invalidate,
  });
}
