import type {
  AdminGarageGroup,
  AdminGarageStats,
  AdminVehicle,
  AdminVehiclePage,
  VehicleOwner,
} from '@drivecare/contract/admin-garage';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { SessionUser } from '../../lib/session-cache.ts';
import { insertAuditRow, type AuditAction } from '../people/audit.repository.ts';
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

/** 'Alex Owner's 2021 Toyota Corolla (ABC-123)': the vehicle as the audit log names it. */
const vehicleName = (r: Row) =>
  `${ownerName(r)}'s ${r.year} ${r.make} ${r.model}${r.licensePlate ? ` (${r.licensePlate})` : ''}`;
const snapshot = (r: Row) => ({ make: r.make, model: r.model, year: r.year, color: r.color, licensePlate: r.licensePlate, owner: r.email });
const audit = (tx: DbOrTx, actor: SessionUser, action: AuditAction, before: Row | null, after: Row | null) =>
  insertAuditRow(tx, {
    actorId: actor.id,
    targetType: 'vehicle',
    targetId: (after ?? before)!.id,
    targetName: vehicleName((after ?? before)!),
    action,
    before: before && snapshot(before),
    after: after && snapshot(after),
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
export async function addVehicle(db: Db, actor: SessionUser, input: VehicleValues & { userId: string }) {
  const id = await db.transaction(async (tx) => {
    if (!(await findOwner(tx, input.userId))) throw badRequest('Please fill in all required fields', { userId: 'Owner not found' });
    const garage = (await lockDefaultGarage(tx, input.userId)) ?? (await insertGarage(tx, input.userId));
    if ((await countOwnerVehicles(tx, input.userId)) >= MAX_VEHICLES) throw conflict('You can have at most 5 vehicles');
    const newId = (await insertVehicle(tx, { ...input, garageId: garage.id })).id;
    await audit(tx, actor, 'create', null, (await findVehicle(tx, newId))!);
    return newId;
  });
  return toVehicle((await findVehicle(db, id))!);
}

export async function editVehicle(db: Db, actor: SessionUser, id: string, input: VehicleValues) {
  await db.transaction(async (tx) => {
    const before = await findVehicle(tx, id);
    if (!before || !(await updateVehicle(tx, id, input))) throw notFound(VEHICLE_NOT_FOUND);
    await audit(tx, actor, 'edit', before, (await findVehicle(tx, id))!);
  });
  return toVehicle((await findVehicle(db, id))!);
}

export async function removeVehicle(db: Db, actor: SessionUser, id: string) {
  await db.transaction(async (tx) => {
    const before = await findVehicle(tx, id);
    if (!before || !(await deleteVehicle(tx, id))) throw notFound(VEHICLE_NOT_FOUND);
    await audit(tx, actor, 'delete', before, null);
  });
}
