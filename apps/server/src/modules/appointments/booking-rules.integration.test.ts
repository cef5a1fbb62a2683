import { bookingRuleMessages as ruleMsg, type AppointmentDetails, type AppointmentListItem, type Availability } from '@drivecare/contract/appointments';
import type { AdminAppointmentDetails } from '@drivecare/contract/admin-appointments';
import type { UserListResponse } from '@drivecare/contract/users';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments.ts';
import { services, shops, type WeeklySchedule } from '../../db/schema/catalogue.ts';
import { clubSettings } from '../../db/schema/club-settings.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { todayInZone, zonedTimeToUtc } from '../../lib/club-time.ts';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { weekdayOf } from './availability.ts';
import { addDays } from './booking-rules.ts';

const app = await createTestApp();
const zone = app.env.CLUB_TIMEZONE;

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Plan = 'basic' | 'premium';

const allWeek = (): WeeklySchedule => {
  const day = { open: '08:00', close: '18:00', enabled: true };
  return { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day };
};

let shopCounter = 0;
async function addShop(phoneNumber: string | null = '(617) 555-0142') {
  const [row] = await app.db
    .insert(shops)
    .values({ name: `Rules Shop ${++shopCounter}`, address: '1 Main Street', city: 'Boston', state: 'MA', zipCode: '02110', phoneNumber, schedule: allWeek(), slotCapacity: 5 })
    .returning({ id: shops.id });
  return row!.id;
}

const [service] = await app.db.select({ id: services.id }).from(services).where(eq(services.isActive, true)).limit(1);

async function member(plan: Plan) {
  const m = await createMember(app, plan);
  if (plan === 'premium') await app.db.update(profiles).set({ membershipLevel: 'premium' }).where(eq(profiles.userId, m.id));
  const vehicle = await app.request<{ id: string }>('/api/vehicles', { cookie: m.cookie, body: { make: 'Honda', model: 'Civic', year: 2020 } });
  return { ...m, vehicleId: vehicle.body.id };
}
type Member = Awaited<ReturnType<typeof member>>;

const today = () => todayInZone(zone);
const isWeekday = (d: string) => !['saturday', 'sunday'].includes(weekdayOf(d));
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
/** The first weekday at least `min` days ahead whose next day is a weekday too (Monday to Thursday). */
function weekdayPair(min: number) {
  let d = addDays(today(), min);
  while (!isWeekday(d) || !isWeekday(addDays(d, 1))) d = addDays(d, 1);
  return d;
}
const minutesUntil = (date: string, time: string) => (zonedTimeToUtc(date, time, zone).getTime() - Date.now()) / 60_000;

async function setRules(values: Partial<typeof clubSettings.$inferInsert>) {
  await app.db.update(clubSettings).set(values).where(eq(clubSettings.id, true));
}
const DEFAULTS = {
  minNoticeMinutesBasic: 120,
  minNoticeMinutesPremium: 120,
  horizonDaysBasic: 30,
  horizonDaysPremium: 90,
  changeCutoffHoursBasic: 24,
  changeCutoffHoursPremium: 2,
};
beforeEach(() => setRules(DEFAULTS));

const book = (m: Member, shopId: string, date: string, time: string) =>
  app.request<AppointmentDetails & ErrorBody>('/api/appointments', {
    cookie: m.cookie,
    body: { vehicleId: m.vehicleId, serviceIds: [service!.id], shopId, date, time },
  });
const reschedule = (cookie: string, id: string, date: string, time: string) =>
  app.request<AppointmentDetails & ErrorBody>(`/api/appointments/${id}`, { method: 'PATCH', cookie, body: { date, time } });
const cancel = (cookie: string, id: string) =>
  app.request<AppointmentDetails & ErrorBody>(`/api/appointments/${id}/cancel`, { method: 'POST', cookie });
const availability = (cookie: string, shopId: string, query: string) =>
  app.request<Availability & ErrorBody>(`/api/appointments/availability?shopId=${shopId}&${query}`, { cookie });

/** A scheduled appointment written straight to the table (no rule applies to the test's own setup). */
async function scheduled(m: Member, shopId: string, date: string, time: string) {
  const [row] = await app.db
    .insert(appointments)
    .values({ userId: m.id, vehicleId: m.vehicleId, shopId, appointmentDate: date, appointmentTime: time, status: 'scheduled' })
    .returning({ id: appointments.id });
  return row!.id;
}

/** The first slot the shop offers that starts at least 10 minutes from now, with notice switched off. */
async function soonestSlot(m: Member, shopId: string) {
  await setRules({ minNoticeMinutesBasic: 0, minNoticeMinutesPremium: 0 });
  for (let i = 0; i < 5; i++) {
    const res = await availability(m.cookie, shopId, `date=${addDays(today(), i)}`);
    for (const day of res.body.days) {
      const time = day.slots.find((t) => minutesUntil(day.date, t) >= 10);
      if (time) return { date: day.date, time, minutes: minutesUntil(day.date, time) };
    }
  }
  throw new Error('no slot in the next five days');
}

describe.each(['basic', 'premium'] as const)('minimum notice (%s member)', (plan) => {
  const key = plan === 'premium' ? 'minNoticeMinutesPremium' : 'minNoticeMinutesBasic';
  const other = plan === 'premium' ? 'minNoticeMinutesBasic' : 'minNoticeMinutesPremium';

  it('offers and books a slot just outside the notice, refuses one just inside it, by the plan\'s own value', async () => {
    const m = await member(plan);
    const shopId = await addShop();
    const slot = await soonestSlot(m, shopId);
    // Just inside: the notice reaches a minute past the slot's start. The other plan's value is irrelevant.
    await setRules({ [key]: Math.ceil(slot.minutes) + 1, [other]: 0 });
    const hidden = await availability(m.cookie, shopId, `date=${slot.date}`);
    expect(hidden.body.days.find((d) => d.date === slot.date)?.slots ?? []).not.toContain(slot.time);
    const refused = await book(m, shopId, slot.date, slot.time);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(ruleMsg.tooSoon(Math.ceil(slot.minutes) + 1));
    expect(refused.body.error.fields?.time).toBe(refused.body.error.message);

    // Just outside: the slot starts a minute after the notice has run out.
    await setRules({ [key]: Math.floor(slot.minutes) - 1, [other]: 100_000 });
    const offered = await availability(m.cookie, shopId, `date=${slot.date}`);
    expect(offered.body.days.find((d) => d.date === slot.date)?.slots).toContain(slot.time);
    expect((await book(m, shopId, slot.date, slot.time)).status).toBe(201);
  });

  it('refuses a reschedule to a slot inside the notice', async () => {
    const m = await member(plan);
    const shopId = await addShop();
    const slot = await soonestSlot(m, shopId);
    const id = await scheduled(m, shopId, weekdayPair(7), '10:00');
    await setRules({ [key]: Math.ceil(slot.minutes) + 1, changeCutoffHoursBasic: 0, changeCutoffHoursPremium: 0 });
    const refused = await reschedule(m.cookie, id, slot.date, slot.time);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(ruleMsg.tooSoon(Math.ceil(slot.minutes) + 1));
    await setRules({ [key]: Math.floor(slot.minutes) - 1 });
    expect((await reschedule(m.cookie, id, slot.date, slot.time)).status).toBe(200);
  });
});

describe.each(['basic', 'premium'] as const)('booking horizon (%s member)', (plan) => {
  const key = plan === 'premium' ? 'horizonDaysPremium' : 'horizonDaysBasic';
  const label = plan === 'premium' ? 'Premium' : 'Basic';

  it('books the horizon\'s last day and refuses the day after, offering neither beyond it', async () => {
    const m = await member(plan);
    const shopId = await addShop();
    const last = weekdayPair(3);
    const days = daysBetween(today(), last);
    await setRules({ [key]: days });
    const res = await availability(m.cookie, shopId, `month=${last.slice(0, 7)}`);
    expect(res.body.horizon).toEqual({ plan, days, lastDate: last, hint: `${label} members can book up to ${days} days ahead` });
    expect(res.body.days.every((d) => d.date <= last)).toBe(true);
    expect((await availability(m.cookie, shopId, `date=${addDays(last, 1)}`)).body.days).toEqual([]);
    expect((await availability(m.cookie, shopId, `date=${last}`)).body.days[0]?.slots.length).toBeGreaterThan(0);

    const beyond = await book(m, shopId, addDays(last, 1), '10:00');
    expect(beyond.status).toBe(400);
    expect(beyond.body.error.message).toBe(`${label} members can book up to ${days} days ahead`);
    expect(beyond.body.error.fields?.date).toBe(beyond.body.error.message);
    expect((await book(m, shopId, last, '10:00')).status).toBe(201);
  });

  it('refuses a reschedule beyond the horizon', async () => {
    const m = await member(plan);
    const shopId = await addShop();
    const last = weekdayPair(3);
    const id = await scheduled(m, shopId, last, '09:00');
    await setRules({ [key]: daysBetween(today(), last) });
    const refused = await reschedule(m.cookie, id, addDays(last, 1), '10:00');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(ruleMsg.horizon(plan, daysBetween(today(), last)));
    expect((await reschedule(m.cookie, id, last, '11:00')).status).toBe(200);
  });

  it('uses the defaults: Basic 30 days, Premium 90 days', async () => {
    const m = await member(plan);
    const shopId = await addShop();
    const res = await availability(m.cookie, shopId, `date=${weekdayPair(3)}`);
    const days = plan === 'premium' ? 90 : 30;
    expect(res.body.horizon?.days).toBe(days);
    expect(res.body.horizon?.hint).toBe(`${label} members can book up to ${days} days ahead`);
    const beyond = addDays(today(), days + 1);
    const refused = await book(m, shopId, isWeekday(beyond) ? beyond : addDays(beyond, 2), '10:00');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(`${label} members can book up to ${days} days ahead`);
  });
});

describe.each(['basic', 'premium'] as const)('change cutoff (%s member)', (plan) => {
  const key = plan === 'premium' ? 'changeCutoffHoursPremium' : 'changeCutoffHoursBasic';
  const other = plan === 'premium' ? 'changeCutoffHoursBasic' : 'changeCutoffHoursPremium';

  /** An appointment two days ahead at 10:00 and how many whole hours away it starts. */
  async function setup() {
    const m = await member(plan);
    const shopId = await addShop();
    const date = addDays(today(), 2);
    const id = await scheduled(m, shopId, date, '10:00');
    const hours = Math.floor(minutesUntil(date, '10:00') / 60);
    return { m, shopId, id, hours };
  }

  it('refuses reschedule and cancel inside the cutoff with 409 and the text, and says so on the card and the details', async () => {
    const { m, id, hours } = await setup();
    // The appointment starts between `hours` and `hours + 1` from now: a cutoff of hours + 1 takes it in.
    await setRules({ [key]: hours + 1, [other]: 0, minNoticeMinutesBasic: 0, minNoticeMinutesPremium: 0 });
    const text = `Changes within ${hours + 1} hours of the appointment are made by phone`;
    const moved = await reschedule(m.cookie, id, weekdayPair(7), '10:00');
    expect(moved.status).toBe(409);
    expect(moved.body.error.message).toBe(text);
    const cancelled = await cancel(m.cookie, id);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error.message).toBe(text);
    const [row] = await app.db.select({ status: appointments.status, date: appointments.appointmentDate }).from(appointments).where(eq(appointments.id, id));
    expect(row).toEqual({ status: 'scheduled', date: addDays(today(), 2) });

    const details = await app.request<AppointmentDetails>(`/api/appointments/${id}`, { cookie: m.cookie });
    expect(details.body.changesByPhone).toEqual({ hours: hours + 1, phone: '(617) 555-0142' });
    const list = await app.request<AppointmentListItem[]>('/api/appointments', { cookie: m.cookie });
    expect(list.body.find((a) => a.id === id)?.changesByPhone).toEqual({ hours: hours + 1, phone: '(617) 555-0142' });
  });

  it('allows both just outside the cutoff', async () => {
    const { m, id, hours } = await setup();
    await setRules({ [key]: hours, [other]: 1_000 });
    const details = await app.request<AppointmentDetails>(`/api/appointments/${id}`, { cookie: m.cookie });
    expect(details.body.changesByPhone).toBeNull();
    const target = weekdayPair(7);
    expect((await reschedule(m.cookie, id, target, '10:00')).status).toBe(200);
    expect((await cancel(m.cookie, id)).status).toBe(200);
  });

  it('keeps the default: Basic 24 hours, Premium 2 hours', async () => {
    const m = await member(plan);
    const shopId = await addShop();
    // Tomorrow at 17:00 is under 24 hours away only after 17:00 today; three hours from now is inside 24 but not 2.
    const soon = new Date(Date.now() + 3.5 * 3_600_000);
    const date = todayInZone(zone, soon);
    const time = `${String(Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(soon))).padStart(2, '0')}:00`;
    const id = await scheduled(m, shopId, date, time);
    const res = await cancel(m.cookie, id);
    if (plan === 'basic') {
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('Changes within 24 hours of the appointment are made by phone');
    } else {
      expect(res.status).toBe(200);
    }
  });
});

describe('staff are bound by none of the rules', () => {
  it('books past the horizon and inside the notice on the member routes, and sees no horizon', async () => {
    const admin = await createAdmin(app);
    const vehicle = await app.request<{ id: string }>('/api/vehicles', { cookie: admin.cookie, body: { make: 'Ford', model: 'Focus', year: 2019 } });
    const staff = { ...admin, vehicleId: vehicle.body.id };
    const shopId = await addShop();
    const slot = await soonestSlot(staff, shopId);
    await setRules({ horizonDaysBasic: 1, horizonDaysPremium: 1, minNoticeMinutesBasic: 100_000, minNoticeMinutesPremium: 100_000, changeCutoffHoursBasic: 10_000, changeCutoffHoursPremium: 10_000 });
    const res = await availability(staff.cookie, shopId, `date=${slot.date}`);
    expect(res.body.horizon).toBeNull();
    expect(res.body.days[0]?.slots).toContain(slot.time);
    expect((await book(staff, shopId, slot.date, slot.time)).status).toBe(201);
    const far = weekdayPair(20);
    const booked = await book(staff, shopId, far, '10:00');
    expect(booked.status).toBe(201);
    expect(booked.body.changesByPhone).toBeNull();
    expect((await reschedule(staff.cookie, booked.body.id, far, '11:00')).status).toBe(200);
    expect((await cancel(staff.cookie, booked.body.id)).status).toBe(200);
  });

  it('edit, move and cancel a member\'s appointment inside the cutoff, past the horizon and inside the notice', async () => {
    const admin = await createAdmin(app);
    for (const plan of ['basic', 'premium'] as const) {
      const m = await member(plan);
      const shopId = await addShop();
      const slot = await soonestSlot(m, shopId);
      await setRules({ horizonDaysBasic: 1, horizonDaysPremium: 1, minNoticeMinutesBasic: 100_000, minNoticeMinutesPremium: 100_000, changeCutoffHoursBasic: 10_000, changeCutoffHoursPremium: 10_000 });
      const id = await scheduled(m, shopId, addDays(today(), 2), '10:00');
      // The member is refused…
      expect((await cancel(m.cookie, id)).status).toBe(409);
      // …staff move it inside the notice, then past the horizon, then cancel it.
      const moved = await app.request(`/api/admin/appointments/${id}/move`, { cookie: admin.cookie, body: { date: slot.date, time: slot.time } });
      expect(moved.status).toBe(200);
      const far = weekdayPair(20);
      const edited = await app.request(`/api/admin/appointments/${id}`, {
        method: 'PUT',
        cookie: admin.cookie,
        body: { date: far, time: '10:00', status: 'scheduled', vehicleId: m.vehicleId, shopId, serviceIds: [service!.id] },
      });
      expect(edited.status).toBe(200);
      const cancelled = await app.request(`/api/admin/appointments/${id}/status`, { method: 'PATCH', cookie: admin.cookie, body: { status: 'cancelled' } });
      expect(cancelled.status).toBe(200);
      const [row] = await app.db.select({ status: appointments.status, date: appointments.appointmentDate }).from(appointments).where(eq(appointments.id, id));
      expect(row).toEqual({ status: 'cancelled', date: far });
    }
  });
});

describe('no-shows', () => {
  it('counts missed and no-show appointments of the last 6 months on the user card and the appointment details', async () => {
    const admin = await createAdmin(app);
    const m = await member('basic');
    const shopId = await addShop();
    const monthsAgo = (n: number, days: number) => {
      const d = new Date(`${today()}T12:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() - n);
      d.setUTCDate(d.getUTCDate() + days);
      return d.toISOString().slice(0, 10);
    };
    const rows = [
      { date: monthsAgo(0, -3), status: 'missed' },
      { date: monthsAgo(2, 0), status: 'no-show' },
      { date: monthsAgo(6, 3), status: 'no-show' }, // just inside the window
      { date: monthsAgo(6, -3), status: 'missed' }, // just outside it
      { date: monthsAgo(1, 0), status: 'completed' },
      { date: monthsAgo(1, 0), status: 'cancelled' },
    ] as const;
    for (const r of rows) {
      await app.db.insert(appointments).values({ userId: m.id, vehicleId: m.vehicleId, shopId, appointmentDate: r.date, appointmentTime: '10:00', status: r.status });
    }
    const upcoming = await scheduled(m, shopId, weekdayPair(7), '10:00');
    // Another member's no-show is not counted.
    const other = await member('basic');
    await app.db.insert(appointments).values({ userId: other.id, vehicleId: other.vehicleId, shopId, appointmentDate: monthsAgo(1, 0), appointmentTime: '10:00', status: 'no-show' });

    const details = await app.request<AdminAppointmentDetails>(`/api/admin/appointments/${upcoming}`, { cookie: admin.cookie });
    expect(details.status).toBe(200);
    expect(details.body.customer.noShows).toBe(3);
    const list = await app.request<UserListResponse>(`/api/admin/users?q=${encodeURIComponent(m.email)}&status=all`, { cookie: admin.cookie });
    expect(list.status).toBe(200);
    expect(list.body.data.find((u) => u.id === m.id)?.noShows).toBe(3);
    const otherList = await app.request<UserListResponse>(`/api/admin/users?q=${encodeURIComponent(other.email)}&status=all`, { cookie: admin.cookie });
    expect(otherList.body.data.find((u) => u.id === other.id)?.noShows).toBe(1);
  });
});
