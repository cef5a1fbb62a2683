import {
  calendarMessages as cal,
  weekdaysOf,
  type AdminCalendar,
  type AdminCalendarQueryValues,
  type CalendarBooking,
  type CalendarDay,
  type MoveAppointmentValues,
} from '@drivecare/contract/admin-calendar';
import { adminAppointmentMessages as msg, type AdminAppointmentDetails } from '@drivecare/contract/admin-appointments';
import { TIME_SLOTS } from '@drivecare/contract/appointments';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { longWhen } from '../../lib/club-time.ts';
import type { SessionUser } from '../../lib/session-cache.ts';
import { insertAuditRow } from '../people/audit.repository.ts';
import { announceAppointmentChange } from './appointment-events.ts';
import { queueRescheduledMail } from './appointment-mails.ts';
import { getAppointment, type AdminAppointmentDeps } from './appointments.admin.service.ts';
import * as adminRepo from './appointments.admin.repository.ts';
import * as bookingRepo from './appointments.repository.ts';
import { assertBookable, clock, UUID, type AppointmentDeps } from './appointments.service.ts';
import { bookableSlots, closureCovers, isWeekend, weekdayOf } from './availability.ts';
import * as repo from './calendar.admin.repository.ts';
import { keptCalendar } from './calendar-cache.admin.ts';

const HOLDS_A_PLACE: readonly string[] = ['scheduled', 'in-progress'];

type Closure = repo.CalendarClosure;
/** The first closure (the shop's or a club holiday) taking a slot, or the whole day when `time` is absent. */
const closureAt = (closures: Closure[], date: string, time?: string) =>
  closures.find((c) => (time ? closureCovers(c, date, time) : c.startTime === null && date >= c.startDate && date <= c.endDate));

const toBooking = ([id, , time, status, customerName, vehicle, licensePlate, serviceNames]: repo.CalendarBookingTuple): CalendarBooking => ({
  id,
  time,
  status,
  customerName,
  vehicle,
  licensePlate,
  serviceNames,
});

/**
 * A shop's day, or its week (Monday to Friday), in one request, as JSON text: each hourly slot, its bookings and its
 * places. One statement reads the shop, the closures and the bookings (`readCalendar`), through the copy kept while
 * the shop's versions hold (`keptCalendar`); the slot grid is built here, and serialised once per kept copy and
 * clock minute (a week's answer is about 20 KB: building and serialising it cost more than reading the versions).
 */
export async function getCalendarJson(deps: AppointmentDeps, q: AdminCalendarQueryValues): Promise<string> {
  const { kept, dates } = await calendarOf(deps, q);
  const now = clock(deps);
  const stamp = `${q.view}|${now.today}|${now.nowTime}`;
  if (kept.answer?.clock !== stamp) kept.answer = { clock: stamp, json: JSON.stringify(buildCalendar(kept.row, q, dates, now)) };
  return kept.answer.json;
}

async function calendarOf(deps: AppointmentDeps, q: AdminCalendarQueryValues) {
  const dates = q.view === 'week' ? weekdaysOf(q.date) : [q.date];
  const kept = await keptCalendar(deps.db, { shopId: q.shopId, from: dates[0]!, to: dates[dates.length - 1]! });
  if (!kept) throw notFound('Shop not found');
  return { kept, dates };
}

function buildCalendar(
  shop: repo.CalendarRow,
  q: AdminCalendarQueryValues,
  dates: string[],
  { today, nowTime }: { today: string; nowTime: string },
): AdminCalendar {
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;
  const { closures } = shop;
  const taken = new Map<string, number>();
  // Per day, per slot time, the bookings in the statement's order (date, time, created).
  const byDay = new Map<string, Map<string, CalendarBooking[]>>();
  for (const r of shop.bookings) {
    const [, date, time, status] = r;
    if (HOLDS_A_PLACE.includes(status)) taken.set(`${date}|${time}`, (taken.get(`${date}|${time}`) ?? 0) + 1);
    let day = byDay.get(date);
    if (!day) byDay.set(date, (day = new Map()));
    const slot = day.get(time);
    if (slot) slot.push(toBooking(r));
    else day.set(time, [toBooking(r)]);
  }
  const ctx = { schedule: shop.schedule, capacity: shop.slotCapacity, today, nowTime, taken, closures };
  const days = dates.map((date): CalendarDay => {
    const hours = shop.schedule[weekdayOf(date)];
    const wholeDay = closureAt(closures, date);
    const openDay = !!hours?.enabled && !isWeekend(date);
    const closed = wholeDay ? { reason: wholeDay.reason } : openDay ? null : { reason: cal.closed };
    // A closed day lists only the slots that still hold bookings (made before the closure, or kept).
    const inHours = new Set<string>(openDay && !wholeDay ? TIME_SLOTS.filter((t) => t >= hours.open && t < hours.close) : []);
    const bookings = byDay.get(date) ?? new Map<string, CalendarBooking[]>();
    const times = [...new Set([...inHours, ...bookings.keys()])].sort();
    const bookable = new Set(closed ? [] : bookableSlots(date, ctx));
    return {
      date,
      closed,
      past: date < today,
      slots: times.map((time) => {
        const closure = closed ? null : closureAt(closures, date, time);
        return {
          time,
          taken: taken.get(`${date}|${time}`) ?? 0,
          capacity: shop.slotCapacity,
          open: !closed && !closure && inHours.has(time),
          closedReason: closure?.reason ?? null,
          bookable: bookable.has(time),
          bookings: bookings.get(time) ?? [],
        };
      }),
    };
  });
  return { shop: { id: shop.id, name: shop.name, slotCapacity: shop.slotCapacity }, view: q.view, from, to, today, days };
}

/**
 * Staff move a scheduled appointment to another slot of its shop: the same checks as booking, in one transaction
 * behind the shop's row lock (decision record 14), so a slot never takes more than its capacity. The member gets
 * the rescheduled e-mail with the updated invite; the audit log keeps who moved it from where to where.
 */
export async function moveAppointment(
  deps: AdminAppointmentDeps,
  admin: SessionUser,
  id: string,
  input: MoveAppointmentValues,
): Promise<AdminAppointmentDetails> {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  const previous = await deps.db.transaction(async (tx) => {
    const current = await adminRepo.lockAppointment(tx, id);
    if (!current) throw notFound(msg.notFound);
    if (current.status !== 'scheduled') throw conflict(cal.notMovable);
    if (current.appointmentDate === input.date && current.appointmentTime === input.time) {
      throw badRequest(cal.sameSlot, { time: cal.sameSlot });
    }
    const shop = await bookingRepo.lockShop(tx, current.shopId);
    if (!shop) throw notFound(msg.notFound);
    await assertBookable(deps, tx, shop, { ...input, exclude: { id, userId: current.userId } });
    await repo.moveSchedule(tx, { id, ...input });
    const before = { date: current.appointmentDate, time: current.appointmentTime };
    await queueRescheduledMail(deps, tx, id, before, 'staff');
    await insertAuditRow(tx, {
      actorId: admin.id,
      targetType: 'appointment',
      targetId: id,
      targetName: `${await repo.customerName(tx, current.userId)}, ${longWhen(before.date, before.time)}`,
      action: 'appointment_move',
      before,
      after: { date: input.date, time: input.time },
    });
    return { shopId: current.shopId, date: current.appointmentDate };
  });
  deps.mailer.nudge();
  await announceAppointmentChange(deps.realtime, { shopIds: [previous.shopId], dates: [previous.date, input.date], change: 'moved' });
  return getAppointment(deps, id);
}
