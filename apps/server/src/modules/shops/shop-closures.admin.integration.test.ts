import type { AppointmentDetails, Availability } from '@drivecare/contract/appointments';
import type { AffectedAppointments, ClosureCreated, ShopClosure } from '@drivecare/contract/shop-closures';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { services, shops, type WeeklySchedule } from '../../db/schema/catalogue.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { shopClosures } from '../../db/schema/shop-closures.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';

const app = await createTestApp();
const TZ = app.env.CLUB_TIMEZONE;
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const day = { open: '08:00', close: '18:00', enabled: true };
const everyDay: WeeklySchedule = { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day };
const newShop = async (name: string) => {
  const [row] = await app.db
    .insert(shops)
    .values({ name, address: '1 Test Way', city: 'Testville', state: 'IL', zipCode: '60601', schedule: everyDay, slotCapacity: 5 })
    .returning({ id: shops.id });
  return row!.id;
};
const [service] = await app.db.select({ id: services.id }).from(services).where(eq(services.isActive, true)).limit(1);

const shiftDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const weekdayFrom = (iso: string): string =>
  [0, 6].includes(new Date(`${iso}T12:00:00Z`).getUTCDay()) ? weekdayFrom(shiftDays(iso, 1)) : iso;
/** The first weekday (the club books no weekends) at least `n` days ahead. */
const inDays = (n: number) => weekdayFrom(shiftDays(todayInZone(TZ), n));

let admin: { cookie: string; id: string };
beforeAll(async () => {
  admin = await createAdmin(app);
});

async function memberWithVehicle() {
  const member = await createMember(app, 'closure');
  const vehicle = await app.request<{ id: string }>('/api/vehicles', {
    cookie: member.cookie,
    body: { make: 'Honda', model: 'Civic', year: 2020, licensePlate: 'CLS-123' },
  });
  return { ...member, vehicleId: vehicle.body.id };
}
type Member = Awaited<ReturnType<typeof memberWithVehicle>>;

const bookingRequest = (m: Member, shopId: string, date: string, time: string) =>
  app.request<AppointmentDetails | ErrorBody>('/api/appointments', {
    cookie: m.cookie,
    body: { vehicleId: m.vehicleId, serviceIds: [service!.id], shopId, date, time },
  });
async function book(m: Member, shopId: string, date: string, time: string) {
  const res = await bookingRequest(m, shopId, date, time);
  expect(res.status).toBe(201);
  return res.body as AppointmentDetails;
}
const slotsOn = async (m: Member, shopId: string, date: string) => {
  const res = await app.request<Availability>(`/api/appointments/availability?shopId=${shopId}&date=${date}`, { cookie: m.cookie });
  expect(res.status).toBe(200);
  return res.body.days.find((d) => d.date === date)?.slots ?? [];
};

interface ClosureBody {
  shopId: string | null;
  reason: string;
  startDate: string;
  endDate: string;
  startTime?: string | null;
  endTime?: string | null;
  bookings?: { action: 'cancel' | 'keep'; count: number };
}
const addClosure = (body: ClosureBody) => app.request<ClosureCreated | ErrorBody>('/api/admin/closures', { cookie: admin.cookie, body });
const preview = (body: ClosureBody) =>
  app.request<AffectedAppointments>('/api/admin/closures/affected', { cookie: admin.cookie, body });
const statusesOf = async (ids: string[]) =>
  (await app.db.select({ status: appointments.status }).from(appointments).where(inArray(appointments.id, ids))).map((r) => r.status);
const mailsTo = (email: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));

describe('closures in availability', () => {
  it('a member neither sees nor books a day the shop is closed for, and sees the day again once the closure is removed', async () => {
    const shopId = await newShop('Closed Day Garage');
    const m = await memberWithVehicle();
    const date = inDays(10);
    expect(await slotsOn(m, shopId, date)).toContain('10:00');
    const added = await addClosure({ shopId, reason: 'Renovation', startDate: date, endDate: date });
    expect(added.status).toBe(201);
    expect(await slotsOn(m, shopId, date)).toEqual([]);
    const month = await app.request<Availability>(`/api/appointments/availability?shopId=${shopId}&month=${date.slice(0, 7)}`, { cookie: m.cookie });
    expect(month.body.days.map((d) => d.date)).not.toContain(date);
    const refused = await bookingRequest(m, shopId, date, '10:00');
    expect(refused.status).toBe(400);
    expect((refused.body as ErrorBody).error.message).toBe('The shop is closed on this day');

    const { closure } = added.body as ClosureCreated;
    expect((await app.request(`/api/admin/closures/${closure.id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(204);
    expect(await slotsOn(m, shopId, date)).toContain('10:00');
    expect((await app.request(`/api/admin/closures/${closure.id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(404);
  });

  it('a part-day closure takes only the slots it touches, for booking and for rescheduling', async () => {
    const shopId = await newShop('Half Day Garage');
    const m = await memberWithVehicle();
    const date = inDays(11);
    const own = await book(m, shopId, date, '09:00');
    expect((await addClosure({ shopId, reason: 'Staff training', startDate: date, endDate: date, startTime: '12:30', endTime: '15:00' })).status).toBe(201);
    const slots = await slotsOn(m, shopId, date);
    expect(slots).toEqual(expect.arrayContaining(['11:00', '15:00']));
    expect(slots).not.toEqual(expect.arrayContaining(['12:00']));
    expect(slots.filter((t) => ['12:00', '13:00', '14:00'].includes(t))).toEqual([]);
    const refused = await bookingRequest(m, shopId, date, '13:00');
    expect(refused.status).toBe(400);
    expect((refused.body as ErrorBody).error.fields).toEqual({ time: 'The shop is not open at this time' });
    const moved = await app.request<ErrorBody>(`/api/appointments/${own.id}`, {
      method: 'PATCH',
      cookie: m.cookie,
      body: { date, time: '12:00', additionalDetails: null },
    });
    expect(moved.status).toBe(400);
    expect((await statusesOf([own.id]))).toEqual(['scheduled']);
    await book(m, shopId, date, '15:00');
  });

  it("a club-wide holiday ('All shops') closes every shop", async () => {
    const first = await newShop('Holiday Garage One');
    const second = await newShop('Holiday Garage Two');
    const m = await memberWithVehicle();
    // Premium books up to 90 days ahead (a Basic member's 30-day horizon would hide the day by itself).
    await app.db.update(profiles).set({ membershipLevel: 'premium' }).where(eq(profiles.userId, m.id));
    // Far from the other tests' bookings, which a club-wide closure would otherwise take.
    const date = inDays(45);
    const res = await addClosure({ shopId: null, reason: 'Thanksgiving', startDate: date, endDate: date });
    expect(res.status).toBe(201);
    expect((res.body as ClosureCreated).closure).toMatchObject({ shopId: null, shopName: null, reason: 'Thanksgiving' });
    expect(await slotsOn(m, first, date)).toEqual([]);
    expect(await slotsOn(m, second, date)).toEqual([]);
    expect((await bookingRequest(m, second, date, '09:00')).status).toBe(400);
    const listed = await app.request<ShopClosure[]>(`/api/admin/closures?shopId=${first}`, { cookie: admin.cookie });
    expect(listed.body.map((c) => c.reason)).toContain('Thanksgiving');
  });
});

describe('a closure over booked appointments', () => {
  async function threeBookings(shopName: string, date: string) {
    const shopId = await newShop(shopName);
    const members = [await memberWithVehicle(), await memberWithVehicle(), await memberWithVehicle()];
    const booked = [await book(members[0]!, shopId, date, '09:00'), await book(members[1]!, shopId, date, '11:00'), await book(members[2]!, shopId, date, '16:00')];
    return { shopId, members, ids: booked.map((b) => b.id) };
  }

  it('lists them first and writes nothing until the admin chooses', async () => {
    const date = inDays(14);
    const { shopId, ids } = await threeBookings('Undecided Garage', date);
    const closure = { shopId, reason: 'Renovation', startDate: date, endDate: date };
    const listed = await preview(closure);
    expect(listed.status).toBe(200);
    expect(listed.body.count).toBe(3);
    expect(listed.body.appointments.map((a) => a.id).sort()).toEqual([...ids].sort());
    expect(listed.body.appointments[0]).toMatchObject({ appointmentTime: '09:00', shopName: 'Undecided Garage' });

    const undecided = await addClosure(closure);
    expect(undecided.status).toBe(409);
    expect((undecided.body as ErrorBody).error.message).toBe('3 appointments fall in this closure');
    const stale = await addClosure({ ...closure, bookings: { action: 'cancel', count: 2 } });
    expect(stale.status).toBe(409);
    expect(await app.db.select().from(shopClosures).where(eq(shopClosures.shopId, shopId))).toEqual([]);
    expect(await statusesOf(ids)).toEqual(['scheduled', 'scheduled', 'scheduled']);
  });

  it('the cancel path cancels them in one go and e-mails each member the reason', async () => {
    const date = inDays(15);
    const { shopId, members, ids } = await threeBookings('Cancelling Garage', date);
    const res = await addClosure({ shopId, reason: 'Burst water main', startDate: date, endDate: date, bookings: { action: 'cancel', count: 3 } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ cancelled: 3, kept: 0 });
    expect(await statusesOf(ids)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    for (const m of members) {
      const mail = (await mailsTo(m.email)).find((x) => /is cancelled/.test(x.subject));
      expect(mail?.text).toContain('Cancelling Garage is closed: Burst water main');
      expect(mail?.attachments.some((a) => a.content.includes('METHOD:CANCEL'))).toBe(true);
    }
    const [entry] = await app.db.select().from(auditLog).where(and(eq(auditLog.targetId, shopId), eq(auditLog.action, 'closure_add')));
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'shop', targetName: 'Cancelling Garage' });
    expect(entry?.after).toMatchObject({ reason: 'Burst water main', appointmentsCancelled: 3 });
  });

  it('the keep path adds the closure and changes nothing else', async () => {
    const date = inDays(16);
    const { shopId, members, ids } = await threeBookings('Keeping Garage', date);
    const mailsBefore = await Promise.all(members.map(async (m) => (await mailsTo(m.email)).length));
    const res = await addClosure({ shopId, reason: 'Inventory', startDate: date, endDate: date, startTime: '08:00', endTime: '12:00', bookings: { action: 'keep', count: 2 } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ cancelled: 0, kept: 2 });
    expect(await statusesOf(ids)).toEqual(['scheduled', 'scheduled', 'scheduled']);
    const mailsAfter = await Promise.all(members.map(async (m) => (await mailsTo(m.email)).length));
    expect(mailsAfter).toEqual(mailsBefore);
  });

  it('a part-day closure only counts the appointments whose slot it touches', async () => {
    const date = inDays(17);
    const { shopId } = await threeBookings('Afternoon Garage', date);
    const listed = await preview({ shopId, reason: 'Inspection', startDate: date, endDate: date, startTime: '15:30', endTime: '18:00' });
    expect(listed.body.appointments.map((a) => a.appointmentTime)).toEqual(['16:00']);
  });
});

describe('closure input', () => {
  it('refuses bad ranges and times with field messages, an unknown shop with 404, and a past closure', async () => {
    const shopId = await newShop('Strict Garage');
    const date = inDays(20);
    const backwards = await addClosure({ shopId, reason: 'x', startDate: date, endDate: shiftDays(date, -1) });
    expect(backwards.status).toBe(400);
    expect((backwards.body as ErrorBody).error.fields).toMatchObject({ endDate: 'The last day cannot be before the first day' });
    const halfTimes = await addClosure({ shopId, reason: 'x', startDate: date, endDate: date, startTime: '10:00' });
    expect((halfTimes.body as ErrorBody).error.fields).toMatchObject({ endTime: 'Please select a time' });
    const noReason = await addClosure({ shopId, reason: '  ', startDate: date, endDate: date });
    expect((noReason.body as ErrorBody).error.fields).toMatchObject({ reason: 'Please give a reason' });
    const badDate = await addClosure({ shopId, reason: 'x', startDate: '2030-02-30', endDate: '2030-03-01' });
    expect(badDate.status).toBe(400);
    const unknown = await addClosure({ shopId: '00000000-0000-4000-8000-000000000000', reason: 'x', startDate: date, endDate: date });
    expect(unknown.status).toBe(404);
    const past = await addClosure({ shopId, reason: 'x', startDate: '2020-01-01', endDate: '2020-01-02' });
    expect(past.status).toBe(400);
    expect(await app.db.select().from(shopClosures).where(eq(shopClosures.shopId, shopId))).toEqual([]);
  });

  it('a member cannot list, add or remove closures', async () => {
    const m = await memberWithVehicle();
    expect((await app.request('/api/admin/closures', { cookie: m.cookie })).status).toBe(403);
  });
});
