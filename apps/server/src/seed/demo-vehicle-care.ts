import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appointments, appointmentServices } from '../db/schema/appointments.ts';
import { services, shops } from '../db/schema/catalogue.ts';
import { odometerReadings, serviceRecords, serviceRecordServices } from '../db/schema/vehicle-care.ts';
import { vehicles } from '../db/schema/vehicles.ts';

/** The weekday (Mon-Fri) `daysAgo` days before today (or the Friday before), as yyyy-MM-dd. */
export function pastWeekday(daysAgo = 14): string {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The demo member's odometer history, an older completed visit and a record of work done elsewhere, so the
 * vehicle page and the dashboard show every state: on the Camry the battery check was never done since its first
 * reading 13 months ago (Overdue) and the brake inspection is 11 months old (Due soon); the CR-V's oil change,
 * done elsewhere, falls due within the month. Only for a newly created demo member, in one transaction.
 */
export async function seedDemoVehicleCare(db: Db, memberId: string) {
  const [camry, crv] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.userId, memberId)).orderBy(asc(vehicles.createdAt));
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.name, 'Lakeside Tire & Brake')).limit(1);
  if (!camry || !crv || !shop) return;
  const byName = new Map(
    (await db.select({ id: services.id, name: services.name }).from(services).where(inArray(services.name, ['Oil Change', 'Brake Inspection', 'Tyre Rotation']))).map(
      (s) => [s.name, s.id],
    ),
  );
  const ids = (...names: string[]) => names.map((n) => byName.get(n)).filter((id): id is string => id !== undefined);
  const [recent] = await db
    .select({ id: appointments.id, date: appointments.appointmentDate })
    .from(appointments)
    .where(and(eq(appointments.userId, memberId), eq(appointments.vehicleId, camry.id), eq(appointments.status, 'completed')))
    .limit(1);
  const firstDay = pastWeekday(400);
  const olderVisitDay = pastWeekday(345);
  await db.transaction(async (tx) => {
    const [older] = await tx
      .insert(appointments)
      .values({ userId: memberId, vehicleId: camry.id, shopId: shop.id, appointmentDate: olderVisitDay, appointmentTime: '14:00', status: 'completed', previousStatus: 'in-progress' })
      .returning({ id: appointments.id });
    const olderServices = ids('Oil Change', 'Brake Inspection');
    if (olderServices.length > 0) await tx.insert(appointmentServices).values(olderServices.map((serviceId) => ({ appointmentId: older!.id, serviceId })));
    await tx.insert(odometerReadings).values([
      { vehicleId: camry.id, miles: 27_000, readingDate: firstDay, source: 'member' },
      { vehicleId: camry.id, miles: 28_600, readingDate: olderVisitDay, source: 'shop', appointmentId: older!.id },
      ...(recent ? [{ vehicleId: camry.id, miles: 38_600, readingDate: recent.date, source: 'shop' as const, appointmentId: recent.id }] : []),
      { vehicleId: crv.id, miles: 52_300, readingDate: pastWeekday(30), source: 'member' },
    ]);
    const [record] = await tx
      .insert(serviceRecords)
      .values({ vehicleId: crv.id, userId: memberId, serviceDate: pastWeekday(160), odometerMiles: 48_100, description: 'Full synthetic, at a roadside garage on holiday', costCents: 5_999, notes: 'Filter replaced too.' })
      .returning({ id: serviceRecords.id });
    const recordServices = ids('Oil Change');
    if (recordServices.length > 0) await tx.insert(serviceRecordServices).values(recordServices.map((serviceId) => ({ recordId: record!.id, serviceId })));
    await tx
      .update(vehicles)
      .set({ odometerMiles: sql`(select r.miles from ${odometerReadings} r where r.vehicle_id = ${vehicles}.id order by r.reading_date desc limit 1)` })
      .where(eq(vehicles.userId, memberId));
  });
}
