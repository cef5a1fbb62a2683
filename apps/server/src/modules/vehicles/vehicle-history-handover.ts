import { maintenanceStateLabels, type VehicleCare } from '@drivecare/contract/vehicle-care';
import type { VehicleHistoryHandover } from '@drivecare/contract/vehicle-history';
import type { Db } from '../../db/client.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { getVehicleCare } from './vehicle-care.service.ts';
import { ownerOfVehicle } from './vehicle-sharing.repository.ts';

/** The vehicle page's read model, cut down to what may leave the member's hands: no ids, links, notes or owner. */
export function toHandover(care: VehicleCare): VehicleHistoryHandover {
  const { year, make, model, color, licensePlate, vin } = care.vehicle;
  return {
    vehicle: { year, make, model, color, licensePlate, vin },
    odometer: care.currentOdometer,
    schedule: care.schedule
      .filter((item) => item.state !== 'off')
      .map((item) => ({
        serviceName: item.serviceName,
        intervalMonths: item.intervalMonths,
        intervalMiles: item.intervalMiles,
        lastDone: item.lastDone,
        dueDate: item.dueDate,
        dueMiles: item.dueMiles,
        stateLabel: maintenanceStateLabels[item.state],
      })),
    history: care.history.map((entry) =>
      entry.kind === 'visit'
        ? {
            kind: 'visit',
            date: entry.date,
            shopName: entry.shop.name,
            services: entry.services.map((s) => s.name),
            description: null,
            odometerMiles: entry.odometerMiles,
            costCents: null,
            documentNames: entry.documents.map((d) => d.fileName),
          }
        : {
            kind: 'record',
            date: entry.date,
            shopName: null,
            services: entry.services.map((s) => s.name),
            description: entry.description,
            odometerMiles: entry.odometerMiles,
            costCents: entry.costCents,
            documentNames: entry.receipt ? [entry.receipt.fileName] : [],
          },
    ),
    today: care.today,
  };
}

/** The hand-over of one vehicle, whoever owns it (the caller has checked the member's ownership or the link). */
export async function loadHandover(db: Db, p: { vehicleId: string; timeZone: string }): Promise<VehicleHistoryHandover | null> {
  const ownerId = await ownerOfVehicle(db, p.vehicleId);
  if (!ownerId) return null;
  return toHandover(await getVehicleCare(db, ownerId, p.vehicleId, todayInZone(p.timeZone)));
}
