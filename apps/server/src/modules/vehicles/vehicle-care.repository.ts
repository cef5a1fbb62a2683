import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appointments, appointmentServices, receipts } from '../../db/schema/appointments.ts';
import { services, shops } from '../../db/schema/catalogue.ts';
import { odometerReadings, serviceRecords, serviceRecordServices, vehicleServiceIntervals } from '../../db/schema/vehicle-care.ts';
import { vehicles } from '../../db/schema/vehicles.ts';

// Correlated subqueries name the outer table explicitly: a one-table select renders its columns unqualified.
// The vehicle page's reads, for one vehicle or all of a member's (the dashboard card). Every read is scoped by
// the owner: vehicle ids come from ownVehicles, and the visits are also filtered by the appointment's owner.

export function ownVehicles(db: DbOrTx, p: { userId: string; vehicleId?: string }) {
  return db
    .select({
      id: vehicles.id,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      color: vehicles.color,
      licensePlate: vehicles.licensePlate,
      odometerMiles: vehicles.odometerMiles,
      vin: vehicles.vin,
      createdAt: vehicles.createdAt,
    })
    .from(vehicles)
    .where(p.vehicleId ? and(eq(vehicles.userId, p.userId), eq(vehicles.id, p.vehicleId)) : eq(vehicles.userId, p.userId))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
}

export function readingsOf(db: DbOrTx, vehicleIds: string[]) {
  return db
    .select({
      id: odometerReadings.id,
      vehicleId: odometerReadings.vehicleId,
      miles: odometerReadings.miles,
      readingDate: odometerReadings.readingDate,
      source: odometerReadings.source,
      appointmentId: odometerReadings.appointmentId,
    })
    .from(odometerReadings)
    .where(inArray(odometerReadings.vehicleId, vehicleIds))
    .orderBy(desc(odometerReadings.readingDate), desc(odometerReadings.createdAt));
}

/** Completed visits of the vehicles, with their shop and services (documents are read by visitDocuments). */
export function completedVisits(db: DbOrTx, p: { userId: string; vehicleIds: string[] }) {
  return db
    .select({
      id: appointments.id,
      vehicleId: sql<string>`${appointments.vehicleId}`,
      date: appointments.appointmentDate,
      shopId: shops.id,
      shopName: shops.name,
      services: sql<{ id: string; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name)
        from ${appointmentServices} aps join ${services} s on s.id = aps.service_id
        where aps.appointment_id = ${appointments}.id), '[]'::json)`,
    })
    .from(appointments)
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .where(
      and(
        eq(appointments.userId, p.userId),
        inArray(appointments.vehicleId, p.vehicleIds),
        eq(appointments.status, 'completed'),
      ),
    )
    .orderBy(desc(appointments.appointmentDate), desc(appointments.appointmentTime));
}

export function visitDocuments(db: DbOrTx, appointmentIds: string[]) {
  return db
    .select({
      id: receipts.id,
      appointmentId: receipts.appointmentId,
      fileName: receipts.fileName,
      contentType: receipts.contentType,
      sizeBytes: receipts.sizeBytes,
      uploadDate: receipts.uploadDate,
    })
    .from(receipts)
    .where(inArray(receipts.appointmentId, appointmentIds))
    .orderBy(asc(receipts.uploadDate));
}

export function recordsOf(db: DbOrTx, p: { userId: string; vehicleIds: string[] }) {
  return db
    .select({
      id: serviceRecords.id,
      vehicleId: serviceRecords.vehicleId,
      date: serviceRecords.serviceDate,
      odometerMiles: serviceRecords.odometerMiles,
      description: serviceRecords.description,
      costCents: serviceRecords.costCents,
      notes: serviceRecords.notes,
      receiptName: serviceRecords.receiptName,
      receiptType: serviceRecords.receiptType,
      receiptBytes: serviceRecords.receiptBytes,
      services: sql<{ id: string; name: string }[]>`coalesce((
        select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name)
        from ${serviceRecordServices} rs join ${services} s on s.id = rs.service_id
        where rs.record_id = ${serviceRecords}.id), '[]'::json)`,
    })
    .from(serviceRecords)
    .where(and(eq(serviceRecords.userId, p.userId), inArray(serviceRecords.vehicleId, p.vehicleIds)))
    .orderBy(desc(serviceRecords.serviceDate), desc(serviceRecords.createdAt));
}

/** Services with a catalogue interval, and any service a member set their own interval for on these vehicles. */
export function scheduledServices(db: DbOrTx, vehicleIds: string[]) {
  return db
    .select({
      id: services.id,
      name: services.name,
      isActive: services.isActive,
      intervalMonths: services.intervalMonths,
      intervalMiles: services.intervalMiles,
    })
    .from(services)
    .where(
      or(
        isNotNull(services.intervalMonths),
        isNotNull(services.intervalMiles),
        inArray(
          services.id,
          db.select({ id: vehicleServiceIntervals.serviceId }).from(vehicleServiceIntervals).where(inArray(vehicleServiceIntervals.vehicleId, vehicleIds)),
        ),
      ),
    )
    .orderBy(asc(services.name));
}

export function overridesOf(db: DbOrTx, vehicleIds: string[]) {
  return db
    .select({
      vehicleId: vehicleServiceIntervals.vehicleId,
      serviceId: vehicleServiceIntervals.serviceId,
      enabled: vehicleServiceIntervals.enabled,
      intervalMonths: vehicleServiceIntervals.intervalMonths,
      intervalMiles: vehicleServiceIntervals.intervalMiles,
    })
    .from(vehicleServiceIntervals)
    .where(inArray(vehicleServiceIntervals.vehicleId, vehicleIds));
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
