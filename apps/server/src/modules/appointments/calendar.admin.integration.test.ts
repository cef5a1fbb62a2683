import type { AdminAppointmentDetails } from '@drivecare/contract/admin-appointments';
import type { AdminCalendar, CalendarDay } from '@drivecare/contract/admin-calendar';
import { appointmentMessages, type AppointmentStatus } from '@drivecare/contract/appointments';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, appointmentServices } from '../../db/schema/appointments.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { services, shops, type WeeklySchedule } from '../../db/schema/catalogue.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { shopClosures } from '../../db/schema/shop-closures.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { weekdayOf } from './availability.ts';

const app = await createTestApp({ env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'calendar-test-')) } });
const admin = await createAdmin(app);

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** Monday to Friday 09:00 to 17:00, but closed on Wednesdays. */
const schedule = (): WeeklySchedule =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      { open: '09:00', close: '17:00', enabled: !['wednesday', 'saturday', 'sunday'].includes(d) },
    ]),
  ) as WeeklySchedule;

let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;

async function addShop(slotCapacity = 2) {
  const [row] = await app.db
    .insert(shops)
    .values({ name: `Calendar Shop ${unique()}`, address: '1 Main Street', city: 'Boston', state: 'MA', zipCode: '02110', schedule: schedule(), slotCapacity })
    .returning({ id: shops.id });
  return row!.id;
}

const today = () => todayInZone(app.env.CLUB_TIMEZONE);
const shiftDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** The given weekday at least a week ahead. */
const ahead = (weekday: string, weeks = 1) => {
  let d = shiftDays(today(), 7 * weeks);
  while (weekdayOf(d) !== weekday) d = shiftDays(d, 1);
  return d;
};

const [service] = await app.db.select({ id: services.id, name: services.name }).from(services).where(eq(services.isActive, true)).limit(1);

async function customer() {
  const member = await createMember(app, 'calendar');
  const lastName = `Cal${unique()}`;
  await app.db.update(profiles).set({ firstName: 'Robin', lastName }).where(eq(profiles.userId, member.id));
  const res = await app.request<{ id: string }>('/api/vehicles', {
    cookie: member.cookie,
    body: { make: 'Mazda', model: 'CX-5', year: 2022, licensePlate: `CAL${counter}` },
  });
  return { ...member, name: `Robin ${lastName}`, vehicleId: res.body.id };
}
type Customer = Awaited<ReturnType<typeof customer>>;

async function insertAppointment(c: Customer, shopId: string, p: { date: string; time: string; status?: AppointmentStatus }) {
  const [row] = await app.db
    .insert(appointments)
    .values({ userId: c.id, vehicleId: c.vehicleId, shopId, appointmentDate: p.date, appointmentTime: p.time, status: p.status ?? 'scheduled' })
    .returning({ id: appointments.id });
  await app.db.insert(appointmentServices).values({ appointmentId: row!.id, serviceId: service!.id });
  return row!.id;
}

const calendar = (query: string, cookie = admin.cookie) => app.request<AdminCalendar & ErrorBody>(`/api/admin/calendar?${query}`, { cookie });
const move = (id: string, body: unknown, cookie = admin.cookie) =>
  app.request<AdminAppointmentDetails & ErrorBody>(`/api/admin/appointments/${id}/move`, { method: 'POST', cookie, body });
const slotOf = (day: CalendarDay, time: string) => day.slots.find((s) => s.time === time);

describe('calendar: a shop day and week in one request', () => {
  it("shows each hourly slot of a day with its bookings and its use against capacity, and nothing of other shops", async () => {
    const c = await customer();
    const shopId = await addShop(2);
    const otherShop = await addShop(2);
    const day = ahead('tuesday');
    const first = await insertAppointment(c, shopId, { date: day, time: '10:00' });
    const second = await insertAppointment(c, shopId, { date: day, time: '10:00', status: 'in-progress' });
    const done = await insertAppointment(c, shopId, { date: day, time: '11:00', status: 'completed' });
    await insertAppointment(c, shopId, { date: day, time: '11:00', status: 'cancelled' });
    await insertAppointment(c, otherShop, { date: day, time: '12:00' });
    await insertAppointment(c, shopId, { date: shiftDays(day, 1), time: '12:00' });

    const res = await calendar(`shopId=${shopId}&date=${day}&view=day`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ view: 'day', from: day, to: day, shop: { id: shopId, slotCapacity: 2 } });
    expect(res.body.days).toHaveLength(1);
    const [d] = res.body.days;
    expect(d!.closed).toBeNull();
    expect(d!.slots.map((s) => s.time)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(slotOf(d!, '10:00')).toMatchObject({ taken: 2, capacity: 2, open: true, bookable: false });
    expect(slotOf(d!, '10:00')!.bookings.map((b) => b.id)).toEqual([first, second]);
    expect(slotOf(d!, '10:00')!.bookings[0]).toEqual({
      id: first,
      time: '10:00',
      status: 'scheduled',
      customerName: c.name,
      vehicle: '2022 Mazda CX-5',
      licensePlate: expect.stringMatching(/^CAL/),
      serviceNames: [service!.name],
    });
    // A finished visit shows but holds no place; a cancelled one does not show.
    expect(slotOf(d!, '11:00')).toMatchObject({ taken: 0, bookable: true });
    expect(slotOf(d!, '11:00')!.bookings.map((b) => [b.id, b.status])).toEqual([[done, 'completed']]);
    expect(slotOf(d!, '12:00')!.bookings).toEqual([]);
  });

  it('returns Monday to Friday for the week of any of its days, a closed weekday as closed', async () => {
    const c = await customer();
    const shopId = await addShop(1);
    const monday = ahead('monday');
    const wednesday = shiftDays(monday, 2);
    const friday = shiftDays(monday, 4);
    await insertAppointment(c, shopId, { date: friday, time: '16:00' });
    await insertAppointment(c, shopId, { date: shiftDays(monday, 7), time: '09:00' });

    const res = await calendar(`shopId=${shopId}&date=${wednesday}&view=week`);
    expect(res.status).toBe(200);
    expect(res.body.days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4].map((i) => shiftDays(monday, i)));
    expect(res.body).toMatchObject({ from: monday, to: friday });
    const wed = res.body.days[2]!;
    expect(wed.closed).toEqual({ reason: 'Closed' });
    expect(wed.slots).toEqual([]);
    const fri = res.body.days[4]!;
    expect(slotOf(fri, '16:00')).toMatchObject({ taken: 1, capacity: 1, bookable: false });
    expect(res.body.days.flatMap((d) => d.slots.flatMap((s) => s.bookings))).toHaveLength(1);
    // A Sunday belongs to the week before it.
    expect((await calendar(`shopId=${shopId}&date=${shiftDays(monday, 6)}&view=week`)).body.from).toBe(monday);
  });

  it('shows a booking outside the current opening hours in a closed slot, and past days as past', async () => {
    const c = await customer();
    const shopId = await addShop(2);
    const wednesday = ahead('wednesday');
    const id = await insertAppointment(c, shopId, { date: wednesday, time: '08:00' });
    const d = (await calendar(`shopId=${shopId}&date=${wednesday}`)).body.days[0]!;
    expect(d.closed).toEqual({ reason: 'Closed' });
    expect(d.slots).toEqual([expect.objectContaining({ time: '08:00', open: false, bookable: false, taken: 1 })]);
    expect(d.slots[0]!.bookings[0]!.id).toBe(id);
    const past = (await calendar(`shopId=${shopId}&date=${shiftDays(today(), -14)}&view=week`)).body;
    expect(past.days.every((day) => day.past && day.slots.every((s) => !s.bookable))).toBe(true);
  });

  it("shows a closure as closed with its reason: a whole day, or the slots part of a day takes; a holiday for every shop", async () => {
    const c = await customer();
    const shopId = await addShop(2);
    const otherShop = await addShop(2);
    const monday = ahead('monday', 3);
    const tuesday = shiftDays(monday, 1);
    const thursday = shiftDays(monday, 3);
    const kept = await insertAppointment(c, shopId, { date: tuesday, time: '10:00' });
    await app.db.insert(shopClosures).values([
      { shopId, startDate: tuesday, endDate: tuesday, reason: 'Renovation' },
      { shopId, startDate: monday, endDate: monday, startTime: '12:00', endTime: '14:00', reason: 'Staff training' },
      { shopId: otherShop, startDate: thursday, endDate: thursday, reason: 'Not this shop' },
      { shopId: null, startDate: shiftDays(monday, 4), endDate: shiftDays(monday, 4), reason: `Club holiday ${unique()}` },
    ]);
    const week = (await calendar(`shopId=${shopId}&date=${monday}&view=week`)).body;
    const [mon, tue, , thu, fri] = week.days;
    expect(tue!.closed).toEqual({ reason: 'Renovation' });
    // A booking made before the closure still shows, in a slot nobody can book.
    expect(tue!.slots.flatMap((s) => s.bookings.map((b) => b.id))).toEqual([kept]);
    expect(tue!.slots.every((s) => !s.bookable && !s.open)).toBe(true);
    expect(mon!.closed).toBeNull();
    expect(slotOf(mon!, '12:00')).toMatchObject({ open: false, bookable: false, closedReason: 'Staff training' });
    expect(slotOf(mon!, '13:00')).toMatchObject({ open: false, closedReason: 'Staff training' });
    expect(slotOf(mon!, '14:00')).toMatchObject({ open: true, bookable: true, closedReason: null });
    expect(thu!.closed).toBeNull();
    expect(fri!.closed?.reason).toMatch(/^Club holiday/);

    const id = await insertAppointment(c, shopId, { date: monday, time: '09:00' });
    expect((await move(id, { date: tuesday, time: '11:00' })).status).toBe(400);
    expect((await move(id, { date: monday, time: '12:00' })).status).toBe(400);
    expect((await move(id, { date: monday, time: '14:00' })).status).toBe(200);
  });

  it('refuses a bad query with 400, an unknown shop with 404, and anyone but staff', async () => {
    const shopId = await addShop();
    const day = ahead('monday');
    const bad = await calendar(`shopId=nope&date=${day}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.shopId).toBe('Please choose a shop');
    expect((await calendar(`shopId=${shopId}&date=2026-02-30`)).status).toBe(400);
    expect((await calendar(`shopId=${shopId}&date=${day}&view=month`)).status).toBe(400);
    expect((await calendar(`shopId=00000000-0000-4000-8000-000000000000&date=${day}`)).status).toBe(404);
    const member = await createMember(app, 'nosy');
    expect((await calendar(`shopId=${shopId}&date=${day}`, member.cookie)).status).toBe(403);
    expect((await app.request(`/api/admin/calendar?shopId=${shopId}&date=${day}`)).status).toBe(401);
  });
});

describe('move: another slot under capacity, mailed and audited', () => {
  const outboxOf = async (email: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const auditOf = async (id: string) => app.db.select().from(auditLog).where(eq(auditLog.targetId, id));

  it('moves a scheduled appointment, sends the member the moved e-mail with a newer invite, and writes an audit entry', async () => {
    const c = await customer();
    const shopId = await addShop(2);
    const monday = ahead('monday');
    const id = await insertAppointment(c, shopId, { date: monday, time: '09:00' });
    const thursday = shiftDays(monday, 3);

    const res = await move(id, { date: thursday, time: '14:00' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, appointmentDate: thursday, appointmentTime: '14:00', status: 'scheduled' });

    const mails = await outboxOf(c.email);
    const moved = mails.find((m) => /appointment moved/.test(m.subject));
    expect(moved?.subject).toContain('2:00 PM');
    expect(moved?.text).toContain('9:00 AM');
    const invite = moved!.attachments.find((a) => a.content.includes('BEGIN:VCALENDAR'))!.content;
    expect(invite).toContain('METHOD:REQUEST');
    expect(invite).toContain('SEQUENCE:1');

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'appointment_move',
      targetType: 'appointment',
      targetName: expect.stringContaining(c.name),
      before: { date: monday, time: '09:00' },
      after: { date: thursday, time: '14:00' },
    });

    const week = (await calendar(`shopId=${shopId}&date=${monday}&view=week`)).body;
    expect(slotOf(week.days[0]!, '09:00')!.bookings).toEqual([]);
    expect(slotOf(week.days[3]!, '14:00')!.bookings.map((b) => b.id)).toEqual([id]);
  });

  it("refuses a full slot with the spec's slot-taken text and changes nothing", async () => {
    const c = await customer();
    const shopId = await addShop(1);
    const monday = ahead('monday');
    await insertAppointment(c, shopId, { date: monday, time: '11:00' });
    const id = await insertAppointment(c, shopId, { date: monday, time: '09:00' });
    const mailsBefore = (await outboxOf(c.email)).length;

    const res = await move(id, { date: monday, time: '11:00' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(appointmentMessages.slotTaken);
    const [row] = await app.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ appointmentDate: monday, appointmentTime: '09:00', icsSequence: 0 });
    expect(await outboxOf(c.email)).toHaveLength(mailsBefore);
    expect(await auditOf(id)).toEqual([]);
  });

  it('refuses what booking refuses: a closed day, hours outside the schedule, the past, the same slot, a finished visit', async () => {
    const c = await customer();
    const shopId = await addShop(2);
    const monday = ahead('monday');
    const id = await insertAppointment(c, shopId, { date: monday, time: '09:00' });
    const wednesday = shiftDays(monday, 2);
    expect((await move(id, { date: wednesday, time: '10:00' })).body.error).toMatchObject({ code: 'BAD_REQUEST', message: appointmentMessages.shopClosed });
    expect((await move(id, { date: shiftDays(monday, 5), time: '10:00' })).status).toBe(400);
    expect((await move(id, { date: monday, time: '17:00' })).body.error.message).toBe(appointmentMessages.outsideHours);
    expect((await move(id, { date: shiftDays(today(), -7), time: '10:00' })).status).toBe(400);
    expect((await move(id, { date: monday, time: '09:00' })).status).toBe(400);
    expect((await move(id, { date: monday, time: '9am' })).status).toBe(400);
    const done = await insertAppointment(c, shopId, { date: monday, time: '10:00', status: 'completed' });
    expect((await move(done, { date: monday, time: '12:00' })).status).toBe(409);
    expect((await move('00000000-0000-4000-8000-000000000000', { date: monday, time: '12:00' })).status).toBe(404);
    const member = await createMember(app, 'mover');
    expect((await move(id, { date: monday, time: '12:00' }, member.cookie)).status).toBe(403);
    expect(await auditOf(id)).toEqual([]);
  });

  it('lets exactly one of 20 simultaneous moves into a slot with one place left succeed', async () => {
    const c = await customer();
    const shopId = await addShop(2);
    const monday = ahead('monday', 2);
    const target = { date: shiftDays(monday, 1), time: '13:00' };
    await insertAppointment(c, shopId, target);
    const movers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => insertAppointment(c, shopId, { date: i < 10 ? monday : shiftDays(monday, 3), time: `${String(9 + (i % 8)).padStart(2, '0')}:00` })),
    );

    const results = await Promise.all(movers.map((id) => move(id, target)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error.message === appointmentMessages.slotTaken)).toBe(true);
    const inTarget = await app.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.shopId, shopId), eq(appointments.appointmentDate, target.date), eq(appointments.appointmentTime, target.time)));
    expect(inTarget).toHaveLength(2);
    const moved = results.findIndex((r) => r.status === 200);
    expect(await auditOf(movers[moved]!)).toHaveLength(1);
  });
});

describe('live: staff hear of bookings, moves and cancellations', () => {
  async function openStream(cookie: string) {
    const controller = new AbortController();
    const res = await app.app.request('/api/events', { headers: { Cookie: cookie, Origin: 'http://localhost:3000' }, signal: controller.signal });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    return {
      async until(needle: string) {
        while (!text.includes(needle)) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value);
        }
        return text;
      },
      async close() {
        controller.abort();
        await reader.cancel();
      },
    };
  }

  it('streams an appointment event to staff when a member cancels and when staff move', async () => {
    const c = await customer();
    const shopId = await addShop(2);
    const monday = ahead('monday');
    const stream = await openStream(admin.cookie);
    await stream.until(': connected');
    const id = await insertAppointment(c, shopId, { date: monday, time: '09:00' });
    expect((await move(id, { date: monday, time: '10:00' })).status).toBe(200);
    expect(await stream.until('"moved"')).toMatch(new RegExp(`event: appointment\\ndata: .*${shopId}.*"moved"`));
    expect((await app.request(`/api/appointments/${id}/cancel`, { method: 'POST', cookie: c.cookie })).status).toBe(200);
    expect(await stream.until('"cancelled"')).toContain('"cancelled"');
    await stream.close();
  });

  it('streams an appointment event to staff when a closure cancels bookings', async () => {
    const c = await customer();
    const shopId = await addShop(2);
    const tuesday = ahead('tuesday');
    await insertAppointment(c, shopId, { date: tuesday, time: '09:00' });
    const stream = await openStream(admin.cookie);
    await stream.until(': connected');
    const closure = { shopId, reason: 'Flooded bay', startDate: tuesday, endDate: tuesday, bookings: { action: 'cancel', count: 1 } };
    expect((await app.request('/api/admin/closures', { cookie: admin.cookie, body: closure })).status).toBe(201);
    expect(await stream.until('"cancelled"')).toMatch(new RegExp(`event: appointment\\ndata: .*${shopId}.*${tuesday}.*"cancelled"`));
    await stream.close();
  });

  it("keeps appointment events from members' streams", async () => {
    const c = await customer();
    const shopId = await addShop(2);
    const monday = ahead('monday');
    const stream = await openStream(c.cookie);
    await stream.until(': connected');
    const id = await insertAppointment(c, shopId, { date: monday, time: '09:00' });
    expect((await move(id, { date: monday, time: '11:00' })).status).toBe(200);
    // Events arrive in order: once the later announcement is in, the move's event would have been before it.
    const marker = await app.request<{ id: string }>('/api/admin/announcements', {
      cookie: admin.cookie,
      body: { title: 'Calendar marker', content: 'Only to mark the stream', isActive: false },
    });
    expect(marker.status).toBe(201);
    const text = await stream.until(marker.body.id);
    expect(text).toContain('event: announcement');
    expect(text).not.toContain('event: appointment');
    await stream.close();
  });
});
