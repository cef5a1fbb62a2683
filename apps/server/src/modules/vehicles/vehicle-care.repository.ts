import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { appointments, appointmentServices, receipts } from '../../db/schema/appointments.ts';
import { services, shops } from '../../db/schema/catalogue.ts';
import { odometerReadings, serviceRecords, serviceRecordServices, vehicleServiceIntervals } from '../../db/schema/vehicle-care.ts';
import { vehicles } from '../../db/schema/vehicles.ts';
import { vehicleColumns } from './vehicles.repository.ts';

// The vehicle page's reads and writes. Every read is scoped by the owner: the vehicle by its user_id, and the
// visits and records also by theirs. Correlated subqueries name the outer table explicitly (`${vehicles}.id`):
// a one-table select renders its own columns unqualified, which inside a subquery would mean the inner table's.

export function ownVehicles(db: DbOrTx, p: { userId: string; vehicleId?: string }) {
  return db
    .select(vehicleColumns)
    .from(vehicles)
    .where(p.vehicleId ? and(eq(vehicles.userId, p.userId), eq(vehicles.id, p.vehicleId)) : eq(vehicles.userId, p.userId))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
}

/**
 * The versions of what a vehicle page shows, 'vehicle.catalogue' (migration 0025's triggers raise them in every
 * transaction that changes it): equal versions, equal page data.
 */
const careVersion = sql<string>`concat(coalesce((select cv.version from vehicle_care_versions cv where cv.vehicle_id = ${vehicles}.id), 0),
  '.', (select c.version from care_catalogue_version c))`;

interface NamedJson {
  id: string;
  name: string;
}

/**
 * The vehicle page's whole read in one statement: each of the owner's vehicles (or the one asked for) with its
 * readings, completed visits (shop, services, documents), records, the member's own intervals and the services
 * on its schedule, as JSON columns. One round trip however much history a vehicle has.
 */
function careSelect(db: Db, where: SQL | undefined) {
  return db
    .select({
      ...vehicleColumns,
      version: careVersion,
      readings: sql<{ id: string; miles: number; readingDate: string; source: 'member' | 'shop'; appointmentId: string | null }[]>`coalesce((
        select json_agg(json_build_object('id', r.id, 'miles', r.miles, 'readingDate', r.reading_date, 'source', r.source,
                                          'appointmentId', r.appointment_id) order by r.reading_date desc, r.created_at desc)
        from ${odometerReadings} r where r.vehicle_id = ${vehicles}.id), '[]'::json)`,
      visits: sql<
        { id: string; date: string; shopId: string; shopName: string; services: NamedJson[]; documents: { id: string; fileName: string; contentType: string; sizeBytes: number; uploadDate: string }[] }[]
      >`coalesce((
        select json_agg(json_build_object(
          'id', a.id, 'date', a.appointment_date, 'shopId', sh.id, 'shopName', sh.name,
          'services', coalesce((select json_agg(json_build_object('id', sv.id, 'name', sv.name) order by sv.name)
                                from ${appointmentServices} aps join ${services} sv on sv.id = aps.service_id
                                where aps.appointment_id = a.id), '[]'::json),
          'documents', coalesce((select json_agg(json_build_object('id', d.id, 'fileName', d.file_name, 'contentType', d.content_type,
                                                                   'sizeBytes', d.size_bytes, 'uploadDate', d.upload_date) order by d.upload_date)
                                 from ${receipts} d where d.appointment_id = a.id), '[]'::json)
        ) order by a.appointment_date desc, a.appointment_time desc)
        from ${appointments} a join ${shops} sh on sh.id = a.shop_id
        where a.vehicle_id = ${vehicles}.id and a.user_id = ${vehicles}.user_id and a.status = 'completed'), '[]'::json)`,
      records: sql<
        { id: string; date: string; odometerMiles: number | null; description: string | null; costCents: number | null; notes: string | null; receiptName: string | null; receiptType: string | null; receiptBytes: number | null; services: NamedJson[] }[]
      >`coalesce((
        select json_agg(json_build_object(
          'id', sr.id, 'date', sr.service_date, 'odometerMiles', sr.odometer_miles, 'description', sr.description,
          'costCents', sr.cost_cents, 'notes', sr.notes, 'receiptName', sr.receipt_name, 'receiptType', sr.receipt_type,
          'receiptBytes', sr.receipt_bytes,
          'services', coalesce((select json_agg(json_build_object('id', sv.id, 'name', sv.name) order by sv.name)
                                from ${serviceRecordServices} rs join ${services} sv on sv.id = rs.service_id
                                where rs.record_id = sr.id), '[]'::json)
        ) order by sr.service_date desc, sr.created_at desc)
        from ${serviceRecords} sr where sr.vehicle_id = ${vehicles}.id and sr.user_id = ${vehicles}.user_id), '[]'::json)`,
      overrides: sql<{ serviceId: string; enabled: boolean; intervalMonths: number | null; intervalMiles: number | null }[]>`coalesce((
        select json_agg(json_build_object('serviceId', o.service_id, 'enabled', o.enabled, 'intervalMonths', o.interval_months,
                                          'intervalMiles', o.interval_miles))
        from ${vehicleServiceIntervals} o where o.vehicle_id = ${vehicles}.id), '[]'::json)`,
      scheduled: sql<{ id: string; name: string; isActive: boolean; intervalMonths: number | null; intervalMiles: number | null }[]>`coalesce((
        select json_agg(json_build_object('id', sv.id, 'name', sv.name, 'isActive', sv.is_active, 'intervalMonths', sv.interval_months,
                                          'intervalMiles', sv.interval_miles) order by sv.name)
        from ${services} sv
        where sv.interval_months is not null or sv.interval_miles is not null
           or sv.id in (select o.service_id from ${vehicleServiceIntervals} o where o.vehicle_id = ${vehicles}.id)), '[]'::json)`,
    })
    .from(vehicles)
    .where(where)
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
}

// Prepared once per database (named statements): the read has six correlated subqueries, whose parsing and
// planning cost more than running them on a vehicle's few rows; Drizzle also renders the SQL only once.
const ownerIs = eq(vehicles.userId, sql.placeholder('userId'));
const vehicleIs = and(ownerIs, eq(vehicles.id, sql.placeholder('vehicleId')));
const vehicleCareQuery = preparedPerDatabase((db) => careSelect(db, vehicleIs).prepare('vehicle_care'));
const memberCareQuery = preparedPerDatabase((db) => careSelect(db, ownerIs).prepare('member_vehicles_care'));

/** The whole read (see `careSelect`) of the owner's vehicles, or of the one asked for, with the versions it was read at. */
export function careOfVehicles(db: Db, p: { userId: string; vehicleId?: string }) {
  return p.vehicleId ? vehicleCareQuery(db).execute({ userId: p.userId, vehicleId: p.vehicleId }) : memberCareQuery(db).execute({ userId: p.userId });
}

const headSelect = (db: Db, where: SQL | undefined) =>
  db
    .select({ id: vehicles.id, version: careVersion })
    .from(vehicles)
    .where(where)
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
const vehicleHeadQuery = preparedPerDatabase((db) => headSelect(db, vehicleIs).prepare('vehicle_care_head'));
const memberHeadQuery = preparedPerDatabase((db) => headSelect(db, ownerIs).prepare('member_vehicles_care_head'));

/** The owner's vehicle ids alone with their care versions, in the page's order: to tell whether kept copies are current. */
export function careHeads(db: Db, p: { userId: string; vehicleId?: string }) {
  return p.vehicleId ? vehicleHeadQuery(db).execute({ userId: p.userId, vehicleId: p.vehicleId }) : memberHeadQuery(db).execute({ userId: p.userId });
}

/** The member's own vehicle, locked until the transaction ends so readings of one vehicle are checked one at a time. */
export async function lockOwnVehicle(tx: DbOrTx, p: { userId: string; vehicleId: string }) {
  const [row] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, p.vehicleId), eq(vehicles.userId, p.userId)))
    .for('update');
  return row ?? null;
}

/** The highest reading on or before a day (the one a new reading may not go below). */
export async function highestReadingUpTo(tx: DbOrTx, p: { vehicleId: string; day: string; exceptAppointmentId: string | null }) {
  const [row] = await tx
    .select({ miles: sql<number | null>`max(${odometerReadings.miles})` })
    .from(odometerReadings)
    .where(
      and(
        eq(odometerReadings.vehicleId, p.vehicleId),
        sql`${odometerReadings.readingDate} <= ${p.day}`,
        // Completing a visit again replaces its own reading: that one is not "previous".
        p.exceptAppointmentId ? sql`${odometerReadings.appointmentId} is distinct from ${p.exceptAppointmentId}` : undefined,
      ),
    );
  return row?.miles === null || row?.miles === undefined ? null : Number(row.miles);
}

/** Keeps the vehicle's own odometer column equal to its latest reading by date (the garage cards show it). */
export async function syncVehicleOdometer(tx: DbOrTx, vehicleId: string) {
  await tx
    .update(vehicles)
    .set({
      odometerMiles: sql`coalesce((select r.miles from ${odometerReadings} r where r.vehicle_id = ${vehicleId}
        order by r.reading_date desc, r.miles desc limit 1), ${vehicles.odometerMiles})`,
    })
    .where(eq(vehicles.id, vehicleId));
}

export async function insertReading(
  tx: DbOrTx,
  p: { vehicleId: string; miles: number; readingDate: string; source: 'member' | 'shop'; appointmentId?: string | null },
) {
  const [row] = await tx
    .insert(odometerReadings)
    .values({ ...p, appointmentId: p.appointmentId ?? null })
    .onConflictDoUpdate({
      target: odometerReadings.appointmentId,
      set: { miles: p.miles, readingDate: p.readingDate },
    })
    .returning({ id: odometerReadings.id });
  return row!.id;
}

export function activeServicesAmong(db: DbOrTx, ids: string[]) {
  return db.select({ id: services.id }).from(services).where(and(inArray(services.id, ids), eq(services.isActive, true)));
}

export async function insertRecord(
  tx: DbOrTx,
  p: {
    vehicleId: string;
    userId: string;
    serviceDate: string;
    odometerMiles: number | null;
    description: string | null;
    costCents: number | null;
    notes: string | null;
    receipt: { key: string; name: string; type: string; bytes: number } | null;
    serviceIds: string[];
  },
) {
  const { receipt, serviceIds, ...fields } = p;
  const [row] = await tx
    .insert(serviceRecords)
    .values({
      ...fields,
      receiptKey: receipt?.key ?? null,
      receiptName: receipt?.name ?? null,
      receiptType: receipt?.type ?? null,
      receiptBytes: receipt?.bytes ?? null,
    })
    .returning({ id: serviceRecords.id });
  if (serviceIds.length > 0) {
    await tx.insert(serviceRecordServices).values(serviceIds.map((serviceId) => ({ recordId: row!.id, serviceId })));
  }
  return row!.id;
}

export async function findOwnRecordReceipt(db: DbOrTx, p: { userId: string; vehicleId: string; recordId: string }) {
  const [row] = await db
    .select({ key: serviceRecords.receiptKey, name: serviceRecords.receiptName, type: serviceRecords.receiptType })
    .from(serviceRecords)
    .where(and(eq(serviceRecords.id, p.recordId), eq(serviceRecords.vehicleId, p.vehicleId), eq(serviceRecords.userId, p.userId)));
  return row ?? null;
}

export async function upsertOverride(
  tx: DbOrTx,
  p: { vehicleId: string; serviceId: string; enabled: boolean; intervalMonths: number | null; intervalMiles: number | null },
) {
  await tx
    .insert(vehicleServiceIntervals)
    .values(p)
    .onConflictDoUpdate({
      target: [vehicleServiceIntervals.vehicleId, vehicleServiceIntervals.serviceId],
      set: { enabled: p.enabled, intervalMonths: p.intervalMonths, intervalMiles: p.intervalMiles, updatedAt: sql`now()` },
    });
}

export async function deleteOverride(tx: DbOrTx, p: { vehicleId: string; serviceId: string }) {
  await tx
    .delete(vehicleServiceIntervals)
    .where(and(eq(vehicleServiceIntervals.vehicleId, p.vehicleId), eq(vehicleServiceIntervals.serviceId, p.serviceId)));
}

export async function findService(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: services.id }).from(services).where(eq(services.id, id));
  return row ?? null;
}
