import type { SharedVehicleHistory, VehicleShareState } from '@drivecare/contract/vehicle-history';
import { queryOptions } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

/** The member's share link of one vehicle, and a shared history as anyone opens it. */
export const vehicleSharingKeys = {
  all: ['vehicle-sharing'] as const,
  state: (vehicleId: string) => [...vehicleSharingKeys.all, 'state', vehicleId] as const,
  shared: (token: string) => [...vehicleSharingKeys.all, 'shared', token] as const,
};

export const vehicleSharingQueries = {
  state: (vehicleId: string) =>
    queryOptions({
      queryKey: vehicleSharingKeys.state(vehicleId),
      queryFn: ({ signal }) => apiFetch<VehicleShareState>(`/api/vehicles/${encodeURIComponent(vehicleId)}/share-link`, { signal }),
    }),
  shared: (token: string) =>
    queryOptions({
      queryKey: vehicleSharingKeys.shared(token),
      queryFn: ({ signal }) => apiFetch<SharedVehicleHistory>(`/api/shared-histories/${encodeURIComponent(token)}`, { signal }),
      // 404 and 410 are answers, not hiccups: asking again would not change them.
      retry: false,
    }),
};
