import type { AdminCalendar, CalendarBooking } from '@drivecare/contract/admin-calendar';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, appointmentServices } from '../../db/schema/appointments.ts';
import { user } from '../../db/schema/auth.ts';
import { calendarVersions } from '../../db/schema/calendar-versions.ts';
import { services, shops, type WeeklySchedule } from '../../db/schema/catalogue.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { shopClosures } from '../../db/schema/shop-closures.ts';
import { vehicles } from '../../db/schema/vehicles.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { weekdayOf } from './availability.ts';

// Every write here goes straight to the database, as another instance (or a job) would make it: the calendar must
// show it at the next request all the same. Only the test that proves the copy is used writes around the triggers.
const app = await createTestApp();
const admin = await createAdmin(app);
let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;

const week = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, { open: '09:00', close: '17:00', enabled: true }]),
) as WeeklySchedule;

/** A Tuesday two weeks ahead: the week view of it runs Monday to Friday. */
function aTuesdayAhead() {
  const d = new Date(`${todayInZone(app.env.CLUB_TIMEZONE)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 14);
  while (weekdayOf(d.toISOString().slice(0, 10)) !== 'tuesday') d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function setUp() {
  const member = await createMember(app, 'calendar-cache');
  await app.db.update(profiles).set({ firstName: 'Casey', lastName: 'Kept' }).where(eq(profiles.userId, member.id));
  const vehicle = await app.request<{ id: string }>('/api/vehicles', {
    cookie: member.cookie,
    body: { make: 'Honda', model: 'Civic', year: 2019, licensePlate: `KEPT${counter}` },
  });
  const [shop] = await app.db
    .insert(shops)
    .values({ name: `Kept Shop ${unique()}`, address: '1 Main Street', city: 'Boston', state: 'MA', zipCode: '02110', schedule: week, slotCapacity: 2 })
    .returning({ id: shops.id });
  const [service] = await app.db.insert(services).values({ name: `Kept Service ${unique()}` }).returning({ id: services.id });
  const day = aTuesdayAhead();
  const [booking] = await app.db
    .insert(appointments)
    .values({ userId: member.id, vehicleId: vehicle.body.id, shopId: shop!.id, appointmentDate: day, appointmentTime: '10:00' })
    .returning({ id: appointments.id });
  await app.db.insert(appointmentServices).values({ appointmentId: booking!.id, serviceId: service!.id });
  return { member, vehicleId: vehicle.body.id, shopId: shop!.id, serviceId: service!.id, day, bookingId: booking!.id };
}

type Setup = Awaited<ReturnType<typeof setUp>>;

async function week_(s: Setup): Promise<AdminCalendar> {
  const res = await app.request<AdminCalendar>(`/api/admin/calendar?shopId=${s.shopId}&date=${s.day}&view=week`, { cookie: admin.cookie });
  expect(res.status).toBe(200);
  return res.body;
}

const bookingsOf = (calendar: AdminCalendar): CalendarBooking[] => calendar.days.flatMap((d) => d.slots.flatMap((slot) => slot.bookings));
const only = async (s: Setup) => {
  const list = bookingsOf(await week_(s));
  expect(list).toHaveLength(1);
  return list[0]!;
};
const shopVersion = async (shopId: string) =>
  (await app.db.select({ version: calendarVersions.version }).from(calendarVersions).where(eq(calendarVersions.shopId, shopId)))[0]?.version ?? 0;

describe('the staff calendar read through the kept copy', () => {
  it('shows each kind of change made elsewhere at the next request', async () => {
    const s = await setUp();
    expect(await only(s)).toMatchObject({ id: s.bookingId, customerName: 'Casey Kept', vehicle: '2019 Honda Civic', licensePlate: expect.stringMatching(/^KEPT/) });

    // A booking made, its services changed, moved to another day and time.
    const [other] = await app.db
      .insert(appointments)
      .values({ userId: s.member.id, vehicleId: s.vehicleId, shopId: s.shopId, appointmentDate: s.day, appointmentTime: '11:00' })
      .returning({ id: appointments.id });
    expect(bookingsOf(await week_(s)).map((b) => b.id)).toEqual([s.bookingId, other!.id]);
    await app.db.insert(appointmentServices).values({ appointmentId: other!.id, serviceId: s.serviceId });
    expect(bookingsOf(await week_(s))[1]!.serviceNames).toHaveLength(1);
    const thursday = new Date(Date.parse(`${s.day}T12:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    await app.db.update(appointments).set({ appointmentDate: thursday, appointmentTime: '15:00' }).where(eq(appointments.id, other!.id));
    const moved = (await week_(s)).days.find((d) => d.date === thursday)!;
    expect(moved.slots.find((slot) => slot.time === '15:00')!.bookings.map((b) => b.id)).toEqual([other!.id]);
    // Cancelled: it leaves the calendar.
    await app.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, other!.id));
    await only(s);

    // The customer and the vehicle as the card names them.
    await app.db.update(profiles).set({ lastName: 'Renamed' }).where(eq(profiles.userId, s.member.id));
    expect((await only(s)).customerName).toBe('Casey Renamed');
    await app.db.update(profiles).set({ firstName: null, lastName: null }).where(eq(profiles.userId, s.member.id));
    expect((await only(s)).customerName).toBe(s.member.email);
    const email = `kept-${unique()}@example.com`;
    await app.db.update(user).set({ email }).where(eq(user.id, s.member.id));
    expect((await only(s)).customerName).toBe(email);
    await app.db.update(vehicles).set({ model: 'Accord', licensePlate: 'NEW 1' }).where(eq(vehicles.id, s.vehicleId));
    expect(await only(s)).toMatchObject({ vehicle: '2019 Honda Accord', licensePlate: 'NEW 1' });
    await app.db.delete(vehicles).where(eq(vehicles.id, s.vehicleId));
    expect(await only(s)).toMatchObject({ vehicle: null, licensePlate: null });

    // The catalogue: a service renamed, the shop's capacity changed.
    await app.db.update(services).set({ name: `Renamed Service ${unique()}` }).where(eq(services.id, s.serviceId));
    expect((await only(s)).serviceNames[0]).toMatch(/^Renamed Service/);
    await app.db.update(shops).set({ slotCapacity: 3 }).where(eq(shops.id, s.shopId));
    expect((await week_(s)).shop.slotCapacity).toBe(3);

    // A closure of this shop, then a club holiday (no shop): the day shows as closed with its reason.
    const wednesday = new Date(Date.parse(`${s.day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await app.db.insert(shopClosures).values({ shopId: s.shopId, startDate: wednesday, endDate: wednesday, reason: 'Renovation' });
    expect((await week_(s)).days.find((d) => d.date === wednesday)!.closed).toEqual({ reason: 'Renovation' });
    const holiday = await app.db
      .insert(shopClosures)
      .values({ shopId: null, startDate: thursday, endDate: thursday, reason: `Holiday ${unique()}` })
      .returning({ id: shopClosures.id });
    expect((await week_(s)).days.find((d) => d.date === thursday)!.closed).toEqual({ reason: expect.stringMatching(/^Holiday/) });
    await app.db.delete(shopClosures).where(eq(shopClosures.id, holiday[0]!.id));
    expect((await week_(s)).days.find((d) => d.date === thursday)!.closed).toBeNull();

    // Deleted: the booking leaves the calendar.
    await app.db.delete(appointments).where(eq(appointments.id, s.bookingId));
    expect(bookingsOf(await week_(s))).toEqual([]);
  });

  it('keeps serving its copy while the versions hold; a change no card shows leaves the version alone', async () => {
    const s = await setUp();
    const first = await only(s);
    // Written around the triggers (as no code path of the app can): the versions do not move, so the copy stays.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(profiles).set({ firstName: 'Unseen' }).where(eq(profiles.userId, s.member.id));
    });
    expect((await only(s)).customerName).toBe(first.customerName);
    // A write to a column the calendar does not show raises nothing.
    const before = await shopVersion(s.shopId);
    await app.db.update(appointments).set({ additionalDetails: 'Rattle at the back' }).where(eq(appointments.id, s.bookingId));
    expect(await shopVersion(s.shopId)).toBe(before);
    expect((await only(s)).customerName).toBe(first.customerName);
    // Any versioned change then brings the whole read back, the unseen name with it.
    await app.db.update(appointments).set({ appointmentTime: '12:00' }).where(eq(appointments.id, s.bookingId));
    expect(await shopVersion(s.shopId)).toBe(before + 1);
    expect(await only(s)).toMatchObject({ time: '12:00', customerName: 'Unseen Kept' });
  });

  it("raises only the shops a change concerns: another shop's booking leaves this shop's version alone", async () => {
    const s = await setUp();
    const t = await setUp();
    await week_(s);
    const before = await shopVersion(s.shopId);
    await app.db.update(appointments).set({ appointmentTime: '14:00' }).where(eq(appointments.id, t.bookingId));
    await app.db.update(profiles).set({ lastName: 'Elsewhere' }).where(eq(profiles.userId, t.member.id));
    expect(await shopVersion(s.shopId)).toBe(before);
    expect((await only(t)).customerName).toBe('Casey Elsewhere');
  });

  it('answers 404 for a shop that does not exist', async () => {
    const res = await app.request(`/api/admin/calendar?shopId=00000000-0000-4000-8000-000000000000&date=${aTuesdayAhead()}&view=week`, {
      cookie: admin.cookie,
    });
    expect(res.status).toBe(404);
  });
});
