// The vehicle page's addresses, apart from the schemas: the member dashboard reads them without loading zod.

export const vehicleCarePath = (vehicleId: string) => `/api/vehicles/${vehicleId}/care`;
export const recordReceiptUrl = (vehicleId: string, recordId: string) => `/api/vehicles/${vehicleId}/records/${recordId}/receipt`;

/** The booking form's query parameters that 'Book now' fills. */
export const bookNowSearch = (p: { vehicleId: string; serviceIds: string[]; shopId: string | null }) => {
  const q = new URLSearchParams({ vehicleId: p.vehicleId });
  for (const id of p.serviceIds) q.append('serviceId', id);
  if (p.shopId) q.set('shopId', p.shopId);
  return `?${q.toString()}`;
};
