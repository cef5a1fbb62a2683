import { useQuery } from '@tanstack/react-query';

import { serviceQueries } from '@/features/services/api/service-queries';
import { shopQueries } from '@/features/shops/api/shop-queries';
import { vehicleQueries } from '@/features/vehicles/api/vehicle-queries';

/** The garage's own list query, so both screens share one cache entry. */
export function useMyVehicles() {
  return useQuery(vehicleQueries.list());
}

/** Active services by name. */
export function useBookableServices() {
  return useQuery(serviceQueries.bookable());
}

/** Active shops by name, with whether each is open today. */
export function useBookableShops() {
  return useQuery(shopQueries.bookable());
}
