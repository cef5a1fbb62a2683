import type {
  AdminVehicle,
  AdminVehicleCreateInput,
  AdminVehicleUpdateInput,
} from '@drivecare/contract/admin-garage';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { adminGarageKeys } from './garage-queries.admin';

function useInvalidateGarage() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminGarageKeys.all });
}

export function useCreateVehicle() {
  const invalidate = useInvalidateGarage();
  return useMutation({
    mutationFn: (input: AdminVehicleCreateInput) =>
      apiFetch<AdminVehicle>('/api/admin/garage/vehicles', {
        method: 'POST',
        json: input,
      }),
    onSettled: invalidate,
  });
}

export function useUpdateVehicle() {
  const invalidate = useInvalidateGarage();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AdminVehicleUpdateInput }) =>
      apiFetch<AdminVehicle>(`/api/admin/garage/vehicles/${id}`, {
        method: 'PUT',
        json: input,
      }),
    onSettled: invalidate,
  });
}

export function useDeleteVehicle() {
  const invalidate = useInvalidateGarage();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<undefined>(`/api/admin/garage/vehicles/${id}`, {
        method: 'DELETE',
      }),
    onSettled: invalidate,
  });
}
