import type { Service, ServiceInput } from '@drivecare/contract/services';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { adminServiceKeys } from './service-queries.admin';

function useInvalidateServices() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminServiceKeys.all });
}

export function useSaveService() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ServiceInput }) =>
      id
        ? apiFetch<Service>(`/api/admin/services/${id}`, {
            method: 'PUT',
            json: input,
          })
        : apiFetch<Service>('/api/admin/services', {
            method: 'POST',
            json: input,
          }),
    onSettled: invalidate,
  });
}

export function useSetServiceStatus() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiFetch<Service>(`/api/admin/services/${id}/status`, {
        method: 'PATCH',
        json: { isActive },
      }),
    onSettled: invalidate,
  });
}

export function useDeleteService() {
  const invalidate = useInvalidateServices();
  return useMutation({
    mutationFn: (id: string) => apiFetch<undefined>(`/api/admin/services/${id}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}
