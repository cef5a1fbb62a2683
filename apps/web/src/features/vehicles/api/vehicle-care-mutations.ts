import type { IntervalOverrideInput, OdometerInput, VehicleCare } from '@drivecare/contract/vehicle-care';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { dashboardKeys } from '@/features/dashboard/api/dashboard-keys';
import { apiFetch } from '@/lib/api-client';

import { vehicleCareKeys } from './vehicle-care-queries';
import { vehicleKeys } from './vehicle-queries';

const base = (vehicleId: string) => `/api/vehicles/${encodeURIComponent(vehicleId)}`;

/** The page takes the answer as it is; the garage list (odometer), the due list and the dashboard refetch. */
function refresh(queryClient: QueryClient, vehicleId: string, care?: VehicleCare) {
  if (care) queryClient.setQueryData(vehicleCareKeys.detail(vehicleId), care);
  void queryClient.invalidateQueries({ queryKey: vehicleKeys.all, predicate: (q) => !care || q.queryKey[2] !== vehicleId });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}

/** POST /api/vehicles/:id/odometer */
export function useUpdateOdometer(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OdometerInput) => apiFetch<VehicleCare>(`${base(vehicleId)}/odometer`, { method: 'POST', json: input }),
    onSuccess: (care) => refresh(queryClient, vehicleId, care),
  });
}

/** POST /api/vehicles/:id/records (a form, with the optional receipt). */
export function useAddRecord(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => apiFetch<{ id: string }>(`${base(vehicleId)}/records`, { method: 'POST', body: form }),
    onSuccess: () => refresh(queryClient, vehicleId),
  });
}

/** PUT /api/vehicles/:id/intervals/:serviceId */
export function useSetInterval(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, input }: { serviceId: string; input: IntervalOverrideInput }) =>
      apiFetch<VehicleCare>(`${base(vehicleId)}/intervals/${encodeURIComponent(serviceId)}`, { method: 'PUT', json: input }),
    onSuccess: (care) => refresh(queryClient, vehicleId, care),
  });
}
