import type { Vehicle } from '@drivecare/contract/vehicles';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

/** The signed-in member's own vehicles (the garage and the booking form share the list). */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  list: () => [...vehicleKeys.all, 'list'] as const,
};

export const vehicleQueries = {
  list: () =>
    queryOptions({
      queryKey: vehicleKeys.list(),
      queryFn: ({ signal }) => apiFetch<Vehicle[]>('/api/vehicles', { signal }),
    }),
};

/** The member's vehicles, newest first. */
export function useVehicles() {
  return useQuery(vehicleQueries.list());
}
