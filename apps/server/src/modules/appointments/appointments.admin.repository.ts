import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { AppointmentStatus } from '@drivecare/contract/appointments';
import { appointments, appointmentServices, receipts } from '../../db/schema/appointments.ts';
import { user } from '../../db/schema/auth.ts';
import { services, shops } from '../../db/schema/catalogue.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { vehicles } from '../../db/schema/vehicles.ts';
import { appointmentVehicleColumns } from './appointments.repository.ts';
import { shopContactColumns } from '../shops/shops.repository.ts';
import { noShowsOf } from './no-shows.ts';

/** An appointment's own columns as the staff's list and details show them. */
export const staffAppointmentColumns = {
  id: appointments.id,
  appointmentDate: appointments.appointmentDate,
  appointmentTime: appointments.appointmentTime,
  status: appointments.status,
  previousStatus: appointments.previousStatus,
  additionalDetails: appointments.additionalDetails,
};

export async function findDetails(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      ...staffAppointmentColumns,
      createdAt: appointments.createdAt,
      updatedAt: appointments.updatedAt,
      userId: appointments.userId,
      email: user.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phoneNumber: profiles.phoneNumber,
      noShows: noShowsOf(appointments.userId),
      shop: shopContactColumns,
      ...appointmentVehicleColumns,
    })
    .from(appointments)
    .innerJoin(user, eq(user.id, appointments.userId))
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .leftJoin(profiles, eq(profiles.userId, appointments.userId))
    .leftJoin(vehicles, eq(vehicles.id, appointments.vehicleId))
    .where(eq(appointments.id, id));
  return row ?? null;
}

export function listServices(db: DbOrTx, appointmentId: string) {
  return db
    .select({ id: services.id, name: services.name })
    .from(appointmentServices)
    .innerJoin(services, eq(services.id, appointmentServices.serviceId))
    .where(eq(appointmentServices.appointmentId, appointmentId))
    .orderBy(asc(services.name));
}

/** The appointment row, locked for a change, with its owner's e-mail for the notification. */
export async function lockAppointment(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: appointments.id,
      userId: appointments.userId,
      shopId: appointments.shopId,
      vehicleId: appointments.vehicleId,
      status: appointments.status,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
    })
    .from(appointments)
    .where(eq(appointments.id, id))
    .for('update');
  if (!row) return null;
  const [owner] = await tx.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, row.userId));
  return { ...row, email: owner?.email ?? null, memberName: owner?.name ?? null };
}

export async function setStatus(tx: DbOrTx, p: { id: string; status: AppointmentStatus; previousStatus: AppointmentStatus }) {
  await tx
    .update(appointments)
    .set({ status: p.status, previousStatus: p.previousStatus, updatedAt: new Date() })
    .where(eq(appointments.id, p.id));
}

export async function updateAppointment(
  tx: DbOrTx,
  p: {
    id: string;
    date: string;
    time: string;
    status: AppointmentStatus;
    previousStatus?: AppointmentStatus;
    vehicleId: string;
    shopId: string;
    additionalDetails: string | null;
  },
) {
  await tx
    .update(appointments)
    .set({
      appointmentDate: p.date,
      appointmentTime: p.time,
      status: p.status,
      ...(p.previousStatus ? { previousStatus: p.previousStatus } : {}),
      vehicleId: p.vehicleId,
      shopId: p.shopId,
      additionalDetails: p.additionalDetails,
      updatedAt: new Date(),
    })
    .where(eq(appointments.id, p.id));
}

export async function serviceIdsOf(tx: DbOrTx, appointmentId: string) {
  const rows = await tx
    .select({ id: appointmentServices.serviceId })
    .from(appointmentServices)
    .where(eq(appointmentServices.appointmentId, appointmentId));
  return rows.map((r) => r.id);
}

export async function removeServices(tx: DbOrTx, appointmentId: string, serviceIds: string[]) {
  if (serviceIds.length === 0) return;
  await tx
    .delete(appointmentServices)
    .where(and(eq(appointmentServices.appointmentId, appointmentId), inArray(appointmentServices.serviceId, serviceIds)));
}

export async function addServices(tx: DbOrTx, appointmentId: string, serviceIds: string[]) {
  if (serviceIds.length === 0) return;
  await tx.insert(appointmentServices).values(serviceIds.map((serviceId) => ({ appointmentId, serviceId })));
}

/** Deletes the appointment with its service links and document rows; answers the documents' file keys. */
export async function deleteAppointment(tx: DbOrTx, id: string): Promise<string[] | null> {
  const [found] = await tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.id, id)).for('update');
  if (!found) return null;
  const docs = await tx.delete(receipts).where(eq(receipts.appointmentId, id)).returning({ fileKey: receipts.fileKey });
  await tx.delete(appointmentServices).where(eq(appointmentServices.appointmentId, id));
  await tx.delete(appointments).where(eq(appointments.id, id));
  return docs.map((d) => d.fileKey);
}

export async function appointmentOwner(db: DbOrTx, id: string) {
  const [row] = await db.select({ userId: appointments.userId }).from(appointments).where(eq(appointments.id, id));
  return row ?? null;
}

export function vehiclesOf(db: DbOrTx, userId: string) {
  return db
    .select({
      id: vehicles.id,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      licensePlate: vehicles.licensePlate,
      color: vehicles.color,
      vin: vehicles.vin,
    })
    .from(vehicles)
    .where(eq(vehicles.userId, userId))
    .orderBy(desc(vehicles.createdAt));
}

export function allShops(db: DbOrTx) {
  return db.select({ id: shops.id, name: shops.name, isActive: shops.isActive }).from(shops).orderBy(asc(shops.name));
}

export function activeServices(db: DbOrTx) {
  return db.select({ id: services.id, name: services.name }).from(services).where(eq(services.isActive, true)).orderBy(asc(services.name));
}
