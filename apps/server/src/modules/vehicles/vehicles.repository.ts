import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { garages } from '../../db/schema/profiles.ts';
import { vehicles } from '../../db/schema/vehicles.ts';

/** A vehicle as the member's garage and the back office's both list it. */
export const vehicleSummaryColumns = {
  id: vehicles.id,
  make: vehicles.make,
  model: vehicles.model,
  year: vehicles.year,
  color: vehicles.color,
  licensePlate: vehicles.licensePlate,
};

/** A vehicle with everything the member's garage and vehicle page show of it. */
export const vehicleColumns = {
  ...vehicleSummaryColumns,
  odometerMiles: vehicles.odometerMiles,
  vin: vehicles.vin,
  createdAt: vehicles.createdAt,
};

export interface VehicleFields {
  make: string;
  model: string;
  year: number;
  color: string | null;
  licensePlate: string | null;
  odometerMiles: number | null;
  vin: string | null;
}

/** The member's vehicles, newest first. */
export function listVehicles(db: DbOrTx, p: { userId: string; limit?: number }) {
  const query = db
    .select(vehicleColumns)
    .from(vehicles)
    .where(eq(vehicles.userId, p.userId))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
  return p.limit ? query.limit(p.limit) : query;
}

/** The member's default garage, locked until the transaction ends so concurrent adds count one at a time. */
export async function lockGarage(tx: DbOrTx, p: { userId: string }): Promise<string | null> {
  const [row] = await tx
    .select({ id: garages.id })
    .from(garages)
    .where(eq(garages.userId, p.userId))
    .orderBy(garages.createdAt)
    .limit(1)
    .for('update');
  return row?.id ?? null;
}

export async function countVehicles(tx: DbOrTx, p: { userId: string }): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(vehicles).where(eq(vehicles.userId, p.userId));
  return Number(row?.n ?? 0);
}

export async function insertVehicle(tx: DbOrTx, p: { userId: string; garageId: string; fields: VehicleFields }) {
  const [row] = await tx
    .insert(vehicles)
    .values({ userId: p.userId, garageId: p.garageId, ...p.fields })
    .returning(vehicleColumns);
  return row!;
}

export async function updateVehicle(db: DbOrTx, p: { userId: string; id: string; fields: Partial<VehicleFields> }) {
  const [row] = await db
    .update(vehicles)
    .set(p.fields)
    .where(and(eq(vehicles.id, p.id), eq(vehicles.userId, p.userId)))
    .returning(vehicleColumns);
  return row ?? null;
}

export async function deleteVehicle(db: DbOrTx, p: { userId: string; id: string }): Promise<boolean> {
  const rows = await db
    .delete(vehicles)
    .where(and(eq(vehicles.id, p.id), eq(vehicles.userId, p.userId)))
    .returning({ id: vehicles.id });
  return rows.length > 0;
}
