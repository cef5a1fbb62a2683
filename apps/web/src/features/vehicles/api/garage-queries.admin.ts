import type {
  AdminGarageGroup,
  AdminGarageStats,
  AdminVehiclePage,
  VehicleOwner,
} from '@drivecare/contract/admin-garage';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export interface GarageFilters {
  q: string;
  make: string | null;
  year: number | null;
}

export const VEHICLES_PAGE_SIZE = 20;

export function garageFilterParams(f: GarageFilters, extra: Record<string, string> = {}) {
  const params = new URLSearchParams(extra);
  if (f.q) params.set('q', f.q);
  if (f.make) params.set('make', f.make);
  if (f.year) params.set('year', String(f.year));
  return params.toString();
}

export const adminGarageKeys = {
  all: ['admin-garage'] as const,
  stats: () => [...adminGarageKeys.all, 'stats'] as const,
  vehicles: (f: GarageFilters, page: number) => [...adminGarageKeys.all, 'vehicles', f, page] as const,
  byGarage: (f: GarageFilters) => [...adminGarageKeys.all, 'by-garage', f] as const,
  owners: (q: string) => [...adminGarageKeys.all, 'owners', q] as const,
};

export const adminGarageQueries = {
  stats: () =>
    queryOptions({
      queryKey: adminGarageKeys.stats(),
      queryFn: () => apiFetch<AdminGarageStats>('/api/admin/garage/stats'),
    }),
  vehicles: (f: GarageFilters, page: number) =>
    queryOptions({
      queryKey: adminGarageKeys.vehicles(f, page),
      queryFn: () =>
        apiFetch<AdminVehiclePage>(
          `/api/admin/garage/vehicles?${garageFilterParams(f, { page: String(page), pageSize: String(VEHICLES_PAGE_SIZE) })}`,
        ),
      placeholderData: keepPreviousData,
    }),
  byGarage: (f: GarageFilters) =>
    queryOptions({
      queryKey: adminGarageKeys.byGarage(f),
      queryFn: () => apiFetch<AdminGarageGroup[]>(`/api/admin/garage/by-garage?${garageFilterParams(f)}`),
      placeholderData: keepPreviousData,
    }),
  owners: (q: string) =>
    queryOptions({
      queryKey: adminGarageKeys.owners(q),
      queryFn: () => apiFetch<VehicleOwner[]>(`/api/admin/garage/owners?q=${encodeURIComponent(q)}`),
      staleTime: 30_000,
    }),
};
