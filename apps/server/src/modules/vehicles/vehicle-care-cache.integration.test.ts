import type { VehicleCare } from '@drivecare/contract/vehicle-care';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, appointmentServices, receipts } from '../../db/schema/appointments.ts';
import { services, shops, type WeeklySchedule } from '../../db/schema/catalogue.ts';
import { odometerReadings, serviceRecords, serviceRecordServices, vehicleServiceIntervals } from '../../db/schema/vehicle-care.ts';
import { vehicles } from '../../db/schema/vehicles.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';

// Every write here goes straight to the database, as another instance (or a job) would make it: the page must show
// it at the next request all the same. Only the one test that proves the copy is used writes around the triggers.
const app = await createTestApp();
const today = () => todayInZone(app.env.CLUB_TIMEZONE);
const daysAgo = (days: number) => new Date(Date.parse(`${today()}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;

const week = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, { open: '08:00', close: '18:00', enabled: true }]),
) as WeeklySchedule;

async function setUp() {
  const member = await createMember(app, 'cache');
  const vehicle = await app.request<{ id: string }>('/api/vehicles', { cookie: member.cookie, body: { make: 'Subaru', model: 'Outback', year: 2018 } });
  const [shop] = await app.db
    .insert(shops)
    .values({ name: `Cache Shop ${unique()}`, address: '1 Main Street', city: 'Boston', state: 'MA', zipCode: '02110', schedule: week })
    .returning({ id: shops.id });
  const [service] = await app.db.insert(services).values({ name: `Cache Service ${unique()}`, intervalMonths: 6 }).returning({ id: services.id });
  return { member, vehicleId: vehicle.body.id, shopId: shop!.id, serviceId: service!.id };
}

type Setup = Awaited<ReturnType<typeof setUp>>;

async function page(s: Setup): Promise<VehicleCare> {
  const res = await app.request<VehicleCare>(`/api/vehicles/${s.vehicleId}/care`, { cookie: s.member.cookie });
  expect(res.status).toBe(200);
  return res.body;
}

async function completedVisit(s: Setup, days: number) {
  const [row] = await app.db
    .insert(appointments)
    .values({ userId: s.member.id, vehicleId: s.vehicleId, shopId: s.shopId, appointmentDate: daysAgo(days), appointmentTime: '09:00', status: 'completed' })
    .returning({ id: appointments.id });
  await app.db.insert(appointmentServices).values({ appointmentId: row!.id, serviceId: s.serviceId });
  return row!.id;
}

const visits = (care: VehicleCare) => care.history.filter((h) => h.kind === 'visit');

describe('the vehicle page read through the kept copy', () => {
  it('shows each kind of change made elsewhere at the next request', async () => {
    const s = await setUp();
    expect((await page(s)).readings).toEqual([]);

    await app.db.insert(odometerReadings).values({ vehicleId: s.vehicleId, miles: 41_000, readingDate: daysAgo(30), source: 'member' });
    expect((await page(s)).readings.map((r) => r.miles)).toEqual([41_000]);

    const visitId = await completedVisit(s, 20);
    expect(visits(await page(s)).map((v) => v.id)).toEqual([visitId]);

    await app.db
      .insert(receipts)
      .values({ appointmentId: visitId, fileKey: `cache-${unique()}`, fileName: 'invoice.pdf', contentType: 'application/pdf', sizeBytes: 10 });
    expect(visits(await page(s))[0]).toMatchObject({ documents: [{ fileName: 'invoice.pdf' }] });

    const [other] = await app.db.insert(services).values({ name: `Cache Extra ${unique()}` }).returning({ id: services.id });
    await app.db.insert(appointmentServices).values({ appointmentId: visitId, serviceId: other!.id });
    expect(visits(await page(s))[0]!.services).toHaveLength(2);

    await app.db.update(services).set({ name: 'Renamed Service' }).where(eq(services.id, s.serviceId));
    expect(visits(await page(s))[0]!.services.map((x) => x.name)).toContain('Renamed Service');

    await app.db.update(shops).set({ name: 'Renamed Shop' }).where(eq(shops.id, s.shopId));
    expect(visits(await page(s))[0]).toMatchObject({ shop: { name: 'Renamed Shop' } });

    const [record] = await app.db
      .insert(serviceRecords)
      .values({ vehicleId: s.vehicleId, userId: s.member.id, serviceDate: daysAgo(10), description: 'Wipers elsewhere' })
      .returning({ id: serviceRecords.id });
    expect((await page(s)).history.find((h) => h.kind === 'record')).toMatchObject({ description: 'Wipers elsewhere', services: [] });
    await app.db.insert(serviceRecordServices).values({ recordId: record!.id, serviceId: s.serviceId });
    expect((await page(s)).history.find((h) => h.kind === 'record')).toMatchObject({ services: [{ id: s.serviceId }] });

    await app.db.insert(vehicleServiceIntervals).values({ vehicleId: s.vehicleId, serviceId: s.serviceId, enabled: false });
    expect((await page(s)).schedule.find((i) => i.serviceId === s.serviceId)).toMatchObject({ state: 'off', custom: true });

    // A visit that is no longer completed leaves the history; its documents go with it.
    await app.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, visitId));
    expect(visits(await page(s))).toEqual([]);
    await app.db.update(appointments).set({ status: 'completed' }).where(eq(appointments.id, visitId));
    expect(visits(await page(s))).toHaveLength(1);
    await app.db.delete(receipts).where(eq(receipts.appointmentId, visitId));
    expect(visits(await page(s))[0]!.documents).toEqual([]);

    // A change of the vehicle row raises its version too.
    await app.db.update(vehicles).set({ color: 'Green' }).where(eq(vehicles.id, s.vehicleId));
    expect((await page(s)).vehicle.color).toBe('Green');
  });

  it('keeps serving its copy while the versions hold, and the dashboard card reads the same copy', async () => {
    const s = await setUp();
    await completedVisit(s, 400);
    const first = await page(s);
    expect(visits(first)).toHaveLength(1);
    // Written around the triggers (as no code path of the app can): the versions do not move, so the copy stays.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(shops).set({ name: 'Unseen Name' }).where(eq(shops.id, s.shopId));
    });
    expect(visits(await page(s))[0]).toMatchObject({ shop: { name: first.history[0]!.kind === 'visit' ? first.history[0]!.shop.name : '' } });
    const due = await app.request<{ serviceId: string; state: string }[]>('/api/vehicles/due', { cookie: s.member.cookie });
    expect(due.body.find((i) => i.serviceId === s.serviceId)).toMatchObject({ state: 'overdue' });
    // Any versioned change then brings the whole read back, the unseen name with it.
    await app.db.insert(odometerReadings).values({ vehicleId: s.vehicleId, miles: 5_000, readingDate: daysAgo(1), source: 'member' });
    expect(visits(await page(s))[0]).toMatchObject({ shop: { name: 'Unseen Name' } });
  });

  it("never hands one owner's copy to another: a vehicle handed over shows only its new owner's visits", async () => {
    const s = await setUp();
    await completedVisit(s, 50);
    expect(visits(await page(s))).toHaveLength(1);
    const next = await createMember(app, 'cache-next');
    await app.db.update(vehicles).set({ userId: next.id }).where(eq(vehicles.id, s.vehicleId));
    const theirs = await app.request<VehicleCare>(`/api/vehicles/${s.vehicleId}/care`, { cookie: next.cookie });
    expect(theirs.status).toBe(200);
    expect(visits(theirs.body)).toEqual([]);
    expect((await app.request(`/api/vehicles/${s.vehicleId}/care`, { cookie: s.member.cookie })).status).toBe(404);
  });
});
