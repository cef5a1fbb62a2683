import { and, eq, inArray, sql } from 'drizzle-orm';
import { calendarAttachment } from '../../adapters/mail/ics.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { OutgoingMail } from '../../adapters/mail/mail-transport.ts';
import {
  appointmentCancelledMail,
  appointmentConfirmationMail,
  appointmentReminderMail,
  appointmentRescheduledMail,
  appointmentStatusMail,
  type AppointmentMailFacts,
  type MailBrand,
} from '../../adapters/mail/templates.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { longWhen } from '../../lib/club-time.ts';
import type { CalendarEvent } from '../../lib/icalendar.ts';
import { serviceNamesColumn } from './appointments.repository.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { user } from '../../db/schema/auth.ts';
import { shops } from '../../db/schema/catalogue.ts';
import { appointmentReminders, mailOutbox } from '../../db/schema/mail.ts';
import { vehicles } from '../../db/schema/vehicles.ts';

export interface NotificationDeps {
  mailer: Mailer;
  /** Mail and pushes the member may turn off (what the shop changes, reminders). */
  notifier: Notifier;
  brand: MailBrand;
  timeZone: string;
  now?: () => Date;
}

/** The columns every message and calendar event about an appointment is made of (see `fromMailRow`). */
export const appointmentMailColumns = {
  id: appointments.id,
  status: appointments.status,
  date: appointments.appointmentDate,
  time: appointments.appointmentTime,
  icsSequence: appointments.icsSequence,
  userId: appointments.userId,
  email: user.email,
  name: user.name,
  shopName: shops.name,
  shopAddress: shops.address,
  shopCity: shops.city,
  shopState: shops.state,
  vehicleYear: vehicles.year,
  vehicleMake: vehicles.make,
  vehicleModel: vehicles.model,
  vehiclePlate: vehicles.licensePlate,
  serviceNames: serviceNamesColumn,
};

/** The appointments joined to what their messages show; the caller adds the condition and order. */
export const selectAppointmentsForMail = (tx: DbOrTx) =>
  tx
    .select(appointmentMailColumns)
    .from(appointments)
    .innerJoin(user, eq(user.id, appointments.userId))
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .leftJoin(vehicles, eq(vehicles.id, appointments.vehicleId));

/** The services still on the catalogue, alphabetical, read in the same round trip. */
export function fromMailRow(row: Awaited<ReturnType<typeof selectAppointmentsForMail>>[number]) {
  const { serviceNames, ...rest } = row;
  return { ...rest, services: serviceNames.filter((name) => name !== null) };
}

/** Everything a message about one appointment shows, read inside the caller's transaction. */
export async function loadAppointmentForMail(tx: DbOrTx, id: string) {
  const [row] = await selectAppointmentsForMail(tx).where(eq(appointments.id, id));
  return row ? fromMailRow(row) : null;
}

export type AppointmentForMail = NonNullable<Awaited<ReturnType<typeof loadAppointmentForMail>>>;

export function appointmentFacts(brand: MailBrand, a: AppointmentForMail): AppointmentMailFacts {
  const vehicle =
    a.vehicleYear !== null && a.vehicleMake !== null && a.vehicleModel !== null
      ? `${a.vehicleYear} ${a.vehicleMake} ${a.vehicleModel}${a.vehiclePlate ? ` (${a.vehiclePlate})` : ''}`
      : null;
  return {
    when: longWhen(a.date, a.time),
    shopName: a.shopName,
    shopAddress: `${a.shopAddress}, ${a.shopCity}, ${a.shopState}`,
    appointmentUrl: `${brand.appUrl}/appointments/${a.id}`,
    vehicle,
    services: a.services,
  };
}

/** 'DriveCare Club <no-reply@drivecare.club>' → name and address for the invite's organizer. */
function organizer(brand: MailBrand) {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(brand.mailFrom ?? '');
  if (m) return { name: m[1] || brand.productName, email: m[2]! };
  const email = brand.mailFrom?.includes('@') ? brand.mailFrom.trim() : `no-reply@${new URL(brand.appUrl).hostname}`;
  return { name: brand.productName, email };
}

/** The UID stays the same for the appointment's whole life, so every invite updates one calendar event. */
export const appointmentUid = (brand: MailBrand, id: string) => `appointment-${id}@${new URL(brand.appUrl).hostname}`;

/** The appointment as a calendar event: the same UID and SEQUENCE in every invite and in the calendar feeds. */
export function appointmentEvent(deps: Pick<NotificationDeps, 'brand'>, a: AppointmentForMail): CalendarEvent {
  const facts = appointmentFacts(deps.brand, a);
  const description = [
    facts.vehicle ? `Vehicle: ${facts.vehicle}` : null,
    facts.services?.length ? `Services: ${facts.services.join(', ')}` : null,
    `Details: ${facts.appointmentUrl}`,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    uid: appointmentUid(deps.brand, a.id),
    sequence: a.icsSequence,
    date: a.date,
    time: a.time,
    summary: `${deps.brand.productName}: ${facts.services?.length ? facts.services.join(', ') : 'appointment'} at ${a.shopName}`,
    location: `${a.shopName}, ${facts.shopAddress}`,
    description,
    url: facts.appointmentUrl,
    organizer: organizer(deps.brand),
    attendee: { name: a.name, email: a.email },
  };
}

export function appointmentInvite(deps: NotificationDeps, a: AppointmentForMail, method: 'REQUEST' | 'CANCEL') {
  return calendarAttachment({
    ...appointmentEvent(deps, a),
    method,
    timeZone: deps.timeZone,
    productName: deps.brand.productName,
    now: deps.now?.(),
  });
}

/** Raises the invite's SEQUENCE; call in the transaction that moves or cancels the appointment, before queueing. */
export async function bumpCalendarSequence(tx: DbOrTx, id: string) {
  await tx
    .update(appointments)
    .set({ icsSequence: sql`${appointments.icsSequence} + 1` })
    .where(eq(appointments.id, id));
}

/**
 * Drops reminders still waiting in the outbox for this appointment: after a move or a cancellation they
 * would announce a time that no longer holds.
 */
export async function discardPendingReminders(tx: DbOrTx, id: string) {
  const queued = tx
    .select({ id: appointmentReminders.outboxId })
    .from(appointmentReminders)
    .where(eq(appointmentReminders.appointmentId, id));
  await tx.delete(mailOutbox).where(and(inArray(mailOutbox.id, queued), eq(mailOutbox.status, 'pending')));
}

async function load(tx: DbOrTx, id: string) {
  const a = await loadAppointmentForMail(tx, id);
  if (!a) throw new Error(`appointment ${id} not found for mail`);
  return a;
}

/** The booking confirmation with its invite, for the booking to write with its appointment. */
export function bookedMail(deps: NotificationDeps, a: AppointmentForMail): OutgoingMail {
  return appointmentConfirmationMail(deps.brand, a.email, appointmentFacts(deps.brand, a), [appointmentInvite(deps, a, 'REQUEST')]);
}

/** Who made a change: the member's own are confirmations (always mailed); the shop's are notifications they may turn off. */
export type ChangedBy = 'member' | 'staff';

/** The screen a push about an appointment opens. */
export const appointmentPath = (id: string) => `/appointments/${id}`;

async function send(deps: NotificationDeps, tx: DbOrTx, by: ChangedBy, a: AppointmentForMail, mail: OutgoingMail, push: { title: string; body: string }) {
  if (by === 'member') await deps.mailer.enqueue(tx, mail);
  else await deps.notifier.notify(tx, { userId: a.userId, kind: 'appointment-updates', mail, push: { ...push, url: appointmentPath(a.id) } });
}

/** After the new date and time are written: a newer invite for the same event, and no stale reminder. */
export async function queueRescheduledMail(
  deps: NotificationDeps,
  tx: DbOrTx,
  id: string,
  previous: { date: string; time: string },
  by: ChangedBy,
) {
  await bumpCalendarSequence(tx, id);
  await discardPendingReminders(tx, id);
  const a = await load(tx, id);
  const facts = appointmentFacts(deps.brand, a);
  const mail = appointmentRescheduledMail(deps.brand, a.email, { ...facts, previousWhen: longWhen(previous.date, previous.time) }, [
    appointmentInvite(deps, a, 'REQUEST'),
  ]);
  await send(deps, tx, by, a, mail, { title: 'Your appointment has moved', body: `Now ${facts.when} at ${a.shopName}` });
}

/**
 * After the status is written: the cancellation with METHOD:CANCEL, and no reminder. `closedFor` is the reason of
 * the shop closure that cancelled it, told to the member.
 */
export async function queueCancelledMail(deps: NotificationDeps, tx: DbOrTx, id: string, by: ChangedBy, closedFor?: string) {
  await bumpCalendarSequence(tx, id);
  await discardPendingReminders(tx, id);
  const a = await load(tx, id);
  const facts = appointmentFacts(deps.brand, a);
  const mail = appointmentCancelledMail(deps.brand, a.email, facts, [appointmentInvite(deps, a, 'CANCEL')], closedFor);
  await send(deps, tx, by, a, mail, { title: 'Your appointment was cancelled', body: `${facts.when} at ${a.shopName}` });
}

/** The shop moved the appointment to another status (other than cancelled): the member's mail and push. */
export async function queueStatusNotification(deps: NotificationDeps, tx: DbOrTx, id: string, change: { previous: string; next: string }) {
  const a = await load(tx, id);
  const facts = appointmentFacts(deps.brand, a);
  const mail = appointmentStatusMail(deps.brand, a.email, { ...facts, newStatus: change.next, previousStatus: change.previous });
  await send(deps, tx, 'staff', a, mail, { title: `Your appointment is ${change.next}`, body: `${facts.when} at ${a.shopName}` });
}

/** The reminder for the appointment as it is now; returns the outbox row's id (null when the member turned it off). */
export async function queueReminder(deps: NotificationDeps, tx: DbOrTx, a: AppointmentForMail) {
  const facts = appointmentFacts(deps.brand, a);
  const { mailId } = await deps.notifier.notify(tx, {
    userId: a.userId,
    kind: 'appointment-reminders',
    mail: appointmentReminderMail(deps.brand, a.email, facts),
    push: { title: 'Appointment reminder', body: `${facts.when} at ${a.shopName}`, url: appointmentPath(a.id) },
  });
  return mailId;
}
