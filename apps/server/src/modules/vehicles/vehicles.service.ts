import { MAX_VEHICLES, vehicleMessages, type Vehicle, type VehicleUpdate, type VehicleValues } from '@drivecare/contract/vehicles';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { createProfileWithGarage } from '../people/profile.repository.ts';
import * as repo from './vehicles.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const vehicleNotFound = () => notFound('Vehicle not found');

type VehicleRow = Awaited<ReturnType<typeof repo.insertVehicle>>;
const toVehicle = ({ createdAt, ...rest }: VehicleRow): Vehicle => ({ ...rest, createdAt: createdAt.toISOString() });

export async function listMyVehicles(db: Db, userId: string): Promise<Vehicle[]> {
  return (await repo.listVehicles(db, { userId })).map(toVehicle);
}

/** Adds a vehicle to the member's default garage; a sixth is refused even when requests race. */
export async function addVehicle(db: Db, userId: string, fields: VehicleValues): Promise<Vehicle> {
  const row = await db.transaction(async (tx) => {
    let garageId = await repo.lockGarage(tx, { userId });
    if (!garageId) {
      await createProfileWithGarage(tx, { userId, firstName: null, lastName: null, phoneNumber: null });
      garageId = await repo.lockGarage(tx, { userId });
    }
    if ((await repo.countVehicles(tx, { userId })) >= MAX_VEHICLES) throw conflict(vehicleMessages.limitReached);
    return repo.insertVehicle(tx, { userId, garageId: garageId!, fields });
  });
  return toVehicle(row);
}

export async function editVehicle(db: Db, userId: string, id: string, fields: VehicleUpdate): Promise<Vehicle> {
  if (!UUID.test(id)) throw vehicleNotFound();
  const changes = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as VehicleUpdate;
  const row =
    Object.keys(changes).length > 0
      ? await repo.updateVehicle(db, { userId, id, fields: changes })
      : (await repo.listVehicles(db, { userId })).find((v) => v.id === id);
  if (!row) throw vehicleNotFound();
  return toVehicle(row);
}

export async function removeVehicle(db: Db, userId: string, id: string): Promise<void> {
  if (!UUID.test(id) || !(await repo.deleteVehicle(db, { userId, id }))) throw vehicleNotFound();
}
