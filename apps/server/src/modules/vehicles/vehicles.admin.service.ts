import type {
  AdminGarageGroup,
  AdminGarageStats,
  AdminVehicle,
  AdminVehiclePage,
  VehicleOwner,
} from '@drivecare/contract/admin-garage';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import {
  countOwnerVehicles,
  countVehicles,
  deleteVehicle,
  findOwner,
  findVehicle,
  garageStats,
  insertGarage,
  insertVehicle,
  listVehicles,
  lockDefaultGarage,
  searchOwners,
  updateVehicle,
  type VehicleFilters,
  type VehicleValues,
} from './vehicles.admin.repository.ts';

export const MAX_VEHICLES = 5;
const VEHICLE_NOT_FOUND = 'Vehicle not found';

const ownerName = (o: { email: string; firstName: string | null; lastName: string | null }) => {
  const name = [o.firstName, o.lastName].filter(Boolean).join(' ').trim();
  return name || o.email;
};

type Row = NonNullable<Awaited<ReturnType<typeof findVehicle>>>;
const toVehicle = (r: Row): AdminVehicle => ({
  id: r.id,
  make: r.make,
  model: r.model,
  year: r.year,
  color: r.color,
  licensePlate: r.licensePlate,
  createdAt: r.createdAt.toISOString(),
  garageId: r.garageId,
  garageName: r.garageName,
  owner: { userId: r.userId, email: r.email, name: ownerName(r) },
});

/** 'Recent Models' are this year's and last year's (the spec's "last 2 years"). */
export async function getGarageStats(db: Db, now = new Date()): Promise<AdminGarageStats> {
  const { totals, makes, years } = await garageStats(db, now.getFullYear() - 1);
  return {
    totalVehicles: totals?.totalVehicles ?? 0,
    vehicleOwners: totals?.vehicleOwners ?? 0,
    recentModels: totals?.recentModels ?? 0,
    topMake: makes[0]?.make ?? null,
    makes: makes.map((m) => m.make).sort((a, b) => a.localeCompare(b)),
    years,
  };
}

export async function getVehiclePage(
  db: Db,
  f: VehicleFilters & { page: number; pageSize: number },
): Promise<AdminVehiclePage> {
  const [rows, total] = await Promise.all([
    listVehicles(db, f, f.pageSize, (f.page - 1) * f.pageSize),
    countVehicles(db, f),
  ]);
  return { items: rows.map(toVehicle), total, page: f.page, pageSize: f.pageSize };
}

/** Garages of the matching vehicles, one card per garage (bounded: the tab is for browsing, not export). */
export async function getVehiclesByGarage(db: Db, f: VehicleFilters): Promise<AdminGarageGroup[]> {
  const rows = await listVehicles(db, f, 500, 0);
  const groups = new Map<string, AdminGarageGroup>();
  for (const row of rows) {
    const v = toVehicle(row);
    let group = groups.get(v.garageId);
    if (!group) {
      group = { garageId: v.garageId, garageName: v.garageName, owner: v.owner, vehicles: [] };
      groups.set(v.garageId, group);
    }
    group.vehicles.push(v);
  }
  return [...groups.values()].sort((a, b) => a.owner.name.localeCompare(b.owner.name));
}

export async function findOwners(db: Db, q: string): Promise<VehicleOwner[]> {
  const rows = await searchOwners(db, q);
  return rows.map((r) => ({ userId: r.userId, email: r.email, name: ownerName(r) }));
}

/** Same 5-vehicle rule as the member garage; the garage row lock makes concurrent adds count in turn. */
export async function addVehicle(db: Db, input: VehicleValues & { userId: string }) {
  const id = await db.transaction(async (tx) => {
    if (!(await findOwner(tx, input.userId))) throw badRequest('Please fill in all required fields', { userId: 'Owner not found' });
    const garage = (await lockDefaultGarage(tx, input.userId)) ?? (await insertGarage(tx, input.userId));
    if ((await countOwnerVehicles(tx, input.userId)) >= MAX_VEHICLES) throw conflict('You can have at most 5 vehicles');
    return (await insertVehicle(tx, { ...input, garageId: garage.id })).id;
  });
  return toVehicle((await findVehicle(db, id))!);
}

export async function editVehicle(db: Db, id: string, input: VehicleValues) {
  if (!(await updateVehicle(db, id, input))) throw notFound(VEHICLE_NOT_FOUND);
  return toVehicle((await findVehicle(db, id))!);
}

export async function removeVehicle(db: Db, id: string) {
  if (!(await deleteVehicle(db, id))) throw notFound(VEHICLE_NOT_FOUND);
}
