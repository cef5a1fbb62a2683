import type { Vehicle, VehicleInput } from '@drivecare/contract/vehicles';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export const vehiclesQueryKey = ['vehicles'] as const;
/** The dashboard lists the newest vehicles too; any garage change makes it stale. */
const dashboardQueryKey = ['dashboard'] as const;

export const vehiclesQueryOptions = queryOptions({
  queryKey: vehiclesQueryKey,
  queryFn: ({ signal }) => apiFetch<Vehicle[]>('/api/vehicles', { signal }),
});

/** The member's vehicles, newest first. */
export function useVehicles() {
  return useQuery(vehiclesQueryOptions);
}

function updateList(queryClient: QueryClient, change: (list: Vehicle[]) => Vehicle[]) {
  queryClient.setQueryData<Vehicle[]>(vehiclesQueryKey, (list) => (list ? change(list) : list));
  void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
}

/** POST /api/vehicles; the new vehicle goes to the top of the list. */
export function useAddVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VehicleInput) => apiFetch<Vehicle>('/api/vehicles', { method: 'POST', json: input }),
    onSuccess: (vehicle) => updateList(queryClient, (list) => [vehicle, ...list]),
  });
}

/** PATCH /api/vehicles/:id; the vehicle is replaced where it stands. */
export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: VehicleInput }) =>
      apiFetch<Vehicle>(`/api/vehicles/${encodeURIComponent(id)}`, { method: 'PATCH', json: input }),
    onSuccess: (vehicle) => updateList(queryClient, (list) => list.map((v) => (v.id === vehicle.id ? vehicle : v))),
  });
}

/** DELETE /api/vehicles/:id. */
export function useRemoveVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/vehicles/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => updateList(queryClient, (list) => list.filter((v) => v.id !== id)),
  });
}
