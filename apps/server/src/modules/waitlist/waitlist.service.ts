import { appointmentMessages } from '@drivecare/contract/appointments';
import { waitlistMessages as msg, type JoinWaitlistValues, type WaitlistEntry } from '@drivecare/contract/waitlist';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { SessionUser } from '../../lib/session-cache.ts';
import * as bookingRepo from '../appointments/appointments.repository.ts';
import { afterBooking, bookInTransaction, clock, getAvailability, UUID, type AppointmentDeps } from '../appointments/appointments.service.ts';
import type { AppointmentDetails } from '@drivecare/contract/appointments';
import * as repo from './waitlist.repository.ts';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findEntry>>>;

const toEntry = (r: Row): WaitlistEntry => ({
  id: r.id,
  shopId: r.shopId,
  shopName: r.shopName,
  date: r.date,
  time: r.time,
  status: r.status === 'offered' ? 'offered' : 'waiting',
  offerExpiresAt: r.status === 'offered' && r.offerExpiresAt ? new Date(r.offerExpiresAt).toISOString() : null,
  vehicle: r.vehicleYear !== null && r.vehicleMake !== null && r.vehicleModel !== null ? { year: r.vehicleYear, make: r.vehicleMake, model: r.vehicleModel } : null,
  serviceNames: r.serviceNames,
  createdAt: new Date(r.createdAt).toISOString(),
});

/**
 * Puts the member on the waitlist of a full slot with the booking they want. A slot with a place left is a 409 (book
 * it instead); a slot the shop does not open is a 400 on the field; a second entry for one slot is a 409.
 */
export async function joinWaitlist(deps: AppointmentDeps, user: SessionUser, input: JoinWaitlistValues): Promise<WaitlistEntry> {
  const availability = await getAvailability(deps, user, { shopId: input.shopId, date: input.date });
  const day = availability.days.find((d) => d.date === input.date);
  if (day?.slots.includes(input.time)) throw conflict(msg.notFull);
  if (!day?.full.includes(input.time)) throw badRequest(appointmentMessages.outsideHours, { time: appointmentMessages.outsideHours });
  if (!(await bookingRepo.findOwnVehicle(deps.db, { userId: user.id, id: input.vehicleId }))) {
    throw badRequest(appointmentMessages.vehicleNotFound, { vehicleId: appointmentMessages.vehicleNotFound });
  }
  const serviceIds = [...new Set(input.serviceIds)];
  if ((await bookingRepo.findActiveServices(deps.db, serviceIds)).length !== serviceIds.length) {
    throw badRequest(appointmentMessages.serviceUnavailable, { serviceIds: appointmentMessages.serviceUnavailable });
  }
  const created = await repo.insertEntry(deps.db, {
    userId: user.id,
    shopId: input.shopId,
    date: input.date,
    time: input.time,
    vehicleId: input.vehicleId,
    serviceIds,
    additionalDetails: input.additionalDetails,
  });
  if (!created) throw conflict(msg.alreadyWaiting);
  return getWaitlistEntry(deps, user.id, created.id);
}

export async function listMyWaitlist(deps: AppointmentDeps, userId: string): Promise<WaitlistEntry[]> {
  const rows = await repo.listEntries(deps.db, { userId, today: clock(deps).today });
  return rows.map(toEntry);
}

export async function getWaitlistEntry(deps: AppointmentDeps, userId: string, id: string): Promise<WaitlistEntry> {
  if (!UUID.test(id)) throw notFound(msg.entryNotFound);
  const row = await repo.findEntry(deps.db, { userId, id });
  if (!row) throw notFound(msg.entryNotFound);
  return toEntry(row);
}

/**
 * Leaves the waitlist (any active entry) or declines an offer (only an offered one): the entry ends, and a place its
 * offer held goes to the next member waiting at the offer job's next run.
 */
export async function endWaitlistEntry(deps: AppointmentDeps, userId: string, id: string, how: 'left' | 'declined'): Promise<void> {
  const missing = how === 'declined' ? msg.offerNotFound : msg.entryNotFound;
  if (!UUID.test(id)) throw notFound(missing);
  await deps.db.transaction(async (tx) => {
    const entry = await repo.lockOwnEntry(tx, { userId, id });
    if (!entry) throw notFound(missing);
    const now = deps.now?.() ?? new Date();
    const ok = how === 'declined' ? repo.isOpenOffer(entry, now) : entry.status === 'waiting' || entry.status === 'offered';
    if (!ok) throw conflict(missing);
    await repo.setStatus(tx, { id, status: how });
  });
}

/**
 * Books the slot offered to the member, in one transaction with the booking's own checks and statements (the
 * appointments module's bookInTransaction) and the entry marked booked: the entry's row lock makes a second claim
 * wait and then find it booked. Anyone else's entry, or none, is a 404; an offer that has run out is a 409.
 */
export async function claimOffer(deps: AppointmentDeps, user: SessionUser, id: string): Promise<AppointmentDetails> {
  if (!UUID.test(id)) throw notFound(msg.offerNotFound);
  const appointmentId = crypto.randomUUID();
  const booked = await deps.db.transaction(async (tx) => {
    const entry = await repo.lockOwnEntry(tx, { userId: user.id, id });
    if (!entry) throw notFound(msg.offerNotFound);
    if (!repo.isOpenOffer(entry, deps.now?.() ?? new Date())) throw conflict(msg.offerNotFound);
    const input = {
      vehicleId: entry.vehicleId,
      serviceIds: entry.serviceIds,
      shopId: entry.shopId,
      date: entry.date,
      time: entry.time,
      additionalDetails: entry.additionalDetails,
    };
    await bookInTransaction(deps, tx, user, input, appointmentId);
    await repo.setStatus(tx, { id, status: 'booked', appointmentId });
    return input;
  });
  return afterBooking(deps, user, booked, appointmentId);
}
