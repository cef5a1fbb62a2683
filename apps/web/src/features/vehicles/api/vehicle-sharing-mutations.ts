import type { VehicleShareLink, VehicleShareState } from '@drivecare/contract/vehicle-history';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { vehicleSharingKeys } from './vehicle-sharing-queries';

const shareLinkPath = (vehicleId: string) => `/api/vehicles/${encodeURIComponent(vehicleId)}/share-link`;

/** 'Share History': POST a new link (the previous one stops working). */
export function useShareHistory(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<VehicleShareLink>(shareLinkPath(vehicleId), { method: 'POST' }),
    onSuccess: (link) => queryClient.setQueryData<VehicleShareState>(vehicleSharingKeys.state(vehicleId), { link }),
  });
}

/** 'Stop Sharing': DELETE the link in force. */
export function useStopSharing(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(shareLinkPath(vehicleId), { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData<VehicleShareState>(vehicleSharingKeys.state(vehicleId), { link: null }),
  });
}
