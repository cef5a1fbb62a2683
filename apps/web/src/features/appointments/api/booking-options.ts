import type { BookableService } from '@drivecare/contract/services';
import type { MemberShop } from '@drivecare/contract/shops';
import type { Vehicle } from '@drivecare/contract/vehicles';
import { useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

/** Same key as the garage's list, so both screens share one cache entry. */
export function useMyVehicles() {
  return useQuery({
    queryKey: ['vehicles'],
    queryFn: ({ signal }) => apiFetch<Vehicle[]>('/api/vehicles', { signal }),
  });
}

/** Active services by name. */
export function useBookableServices() {
  return useQuery({
    queryKey: ['services', 'bookable'],
    queryFn: ({ signal }) => apiFetch<BookableService[]>('/api/services', { signal }),
  });
}

/** Active shops by name, with whether each is open today. */
export function useBookableShops() {
  return useQuery({
    queryKey: ['shops', 'bookable'],
    queryFn: ({ signal }) => apiFetch<MemberShop[]>('/api/shops', { signal }),
  });
}
