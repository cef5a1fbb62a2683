import { bookNowSearch, type MaintenanceItem } from '@drivecare/contract/vehicle-care';

import { paths } from '@/config/paths';

const isDue = (item: MaintenanceItem) => item.state === 'overdue' || item.state === 'due-soon';

/** '/appointments/new' with the vehicle, this service and every other item due for it, and the last visit's shop. */
export function bookNowHref(p: { vehicleId: string; serviceId: string; schedule: MaintenanceItem[]; shopId: string | null }) {
  const others = p.schedule.filter((item) => isDue(item) && item.serviceId !== p.serviceId).map((item) => item.serviceId);
  return `${paths.member.appointmentNew}${bookNowSearch({ vehicleId: p.vehicleId, serviceIds: [p.serviceId, ...others], shopId: p.shopId })}`;
}
