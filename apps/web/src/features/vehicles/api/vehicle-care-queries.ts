import { vehicleCarePath, type MaintenanceDueItem, type VehicleCare } from '@drivecare/contract/vehicle-care';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { vehicleKeys } from './vehicle-queries';

/** Under the garage's key: any vehicle change makes the vehicle pages and the due list stale too. */
export const vehicleCareKeys = {
  all: [...vehicleKeys.all, 'care'] as const,
  detail: (id: string) => [...vehicleCareKeys.all, id] as const,
  due: () => [...vehicleKeys.all, 'due'] as const,
};

export const vehicleCareQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: vehicleCareKeys.detail(id),
      queryFn: ({ signal }) => apiFetch<VehicleCare>(vehicleCarePath(id), { signal }),
      // Another member's id is a 404 for good: asking again will not change it.
      retry: (count, error) => count < 2 && !(error instanceof Error && 'status' in error && error.status === 404),
    }),
  /** The dashboard's 'Maintenance Due' list. */
  due: () =>
    queryOptions({
      queryKey: vehicleCareKeys.due(),
      queryFn: ({ signal }) => apiFetch<MaintenanceDueItem[]>('/api/vehicles/due', { signal }),
    }),
};

/** The vehicle page's data, in one request. */
export function useVehicleCare(id: string) {
  return useQuery(vehicleCareQueries.detail(id));
}
