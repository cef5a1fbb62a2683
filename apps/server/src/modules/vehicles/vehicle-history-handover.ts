import type { VehicleHistoryHandover } from '@drivecare/contract/vehicle-history';
import type { DbOrTx } from '../../db/client.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { vehicles } from '../../db/schema/vehicles.ts';
import { eq } from 'drizzle-orm';

/** The hand-over of one vehicle (ownership is the caller's business). Filled from the vehicle page's read model. */
export async function loadHandover(db: DbOrTx, p: { vehicleId: string; timeZone: string }): Promise<VehicleHistoryHandover | null> {
  const [v] = await db.select().from(vehicles).where(eq(vehicles.id, p.vehicleId));
  if (!v) return null;
  return {
    vehicle: { year: v.year, make: v.make, model: v.model, color: v.color, licensePlate: v.licensePlate, vin: v.vin },
    odometer: v.odometerMiles === null ? null : { miles: v.odometerMiles, date: null },
    schedule: [],
    history: [],
    today: todayInZone(p.timeZone),
  };
}
