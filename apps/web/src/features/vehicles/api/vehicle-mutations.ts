import type { Vehicle, VehicleInput } from '@drivecare/contract/vehicles';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { dashboardKeys } from '@/features/dashboard/api/dashboard-keys';
import { apiFetch } from '@/lib/api-client';

import { vehicleCareKeys } from './vehicle-care-queries';
import { vehicleKeys } from './vehicle-queries';

/** The dashboard lists the newest vehicles too, and the vehicle pages show them: any garage change makes them stale. */
function updateList(queryClient: QueryClient, change: (list: Vehicle[]) => Vehicle[]) {
  queryClient.setQueryData<Vehicle[]>(vehicleKeys.list(), (list) => (list ? change(list) : list));
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  void queryClient.invalidateQueries({ queryKey: vehicleCareKeys.all });
  void queryClient.invalidateQueries({ queryKey: vehicleCareKeys.due() });
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
