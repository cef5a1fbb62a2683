import type { MaintenanceDueItem, VehicleCare } from '@drivecare/contract/vehicle-care';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, appointmentServices } from '../../db/schema/appointments.ts';
import { shops, type WeeklySchedule } from '../../db/schema/catalogue.ts';
import { odometerReadings, serviceRecords } from '../../db/schema/vehicle-care.ts';
import { vehicles } from '../../db/schema/vehicles.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';

const app = await createTestApp({ env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'vehicle-care-test-')) } });
const admin = await createAdmin(app);

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;
const today = () => todayInZone(app.env.CLUB_TIMEZONE);
const shift = (days: number) => {
  const d = new Date(`${today()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const monthsAgo = (months: number, extraDays = 0) => {
  const d = new Date(`${today()}T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  d.setUTCDate(d.getUTCDate() - extraDays);
  return d.toISOString().slice(0, 10);
};

async function memberWithVehicle() {
  const member = await createMember(app, 'care');
  const res = await app.request<{ id: string }>('/api/vehicles', {
    cookie: member.cookie,
    body: { make: 'Mazda', model: 'CX-5', year: 2019, color: 'Red', licensePlate: 'CARE1' },
  });
  return { ...member, vehicleId: res.body.id };
}
type Member = Awaited<ReturnType<typeof memberWithVehicle>>;

const care = (m: { cookie: string }, vehicleId: string) => app.request<VehicleCare & ErrorBody>(`/api/vehicles/${vehicleId}/care`, { cookie: m.cookie });
const odometer = (m: Member, miles: number, readingDate = today()) =>
  app.request<VehicleCare & ErrorBody>(`/api/vehicles/${m.vehicleId}/odometer`, { cookie: m.cookie, body: { miles, readingDate } });

/** A catalogue service with intervals, through the admin API (so the dialog's validation is the one tested). */
async function addService(intervalMonths: number | null, intervalMiles: number | null) {
  const res = await app.request<{ id: string; name: string } & ErrorBody>('/api/admin/services', {
    cookie: admin.cookie,
    body: { name: `Care Service ${unique()}`, description: '', intervalMonths, intervalMiles },
  });
  expect(res.status).toBe(201);
  return res.body;
}

const allDays = (): WeeklySchedule =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, { open: '08:00', close: '18:00', enabled: true }]),
  ) as WeeklySchedule;

async function addShop() {
  const [row] = await app.db
    .insert(shops)
    .values({ name: `Care Shop ${unique()}`, address: '1 Main Street', city: 'Boston', state: 'MA', zipCode: '02110', schedule: allDays() })
    .returning({ id: shops.id, name: shops.name });
  return row!;
}

/** A visit of the member's vehicle written directly, in the status given (past visits cannot be booked). */
async function visit(m: Member, p: { shopId: string; date: string; serviceIds: string[]; status?: 'completed' | 'in-progress' }) {
  const [row] = await app.db
    .insert(appointments)
    .values({ userId: m.id, vehicleId: m.vehicleId, shopId: p.shopId, appointmentDate: p.date, appointmentTime: '09:00', status: p.status ?? 'completed' })
    .returning({ id: appointments.id });
  await app.db.insert(appointmentServices).values(p.serviceIds.map((serviceId) => ({ appointmentId: row!.id, serviceId })));
  return row!.id;
}

const pdf = () => new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
function recordForm(fields: Record<string, string | string[]>, file?: { bytes: Uint8Array; name: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) form.append(k, one);
  if (file) form.append('file', new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name);
  return form;
}
const addRecord = (m: Member, form: FormData, vehicleId = m.vehicleId) =>
  app.request<{ id: string } & ErrorBody>(`/api/vehicles/${vehicleId}/records`, { cookie: m.cookie, body: form });

describe('the vehicle page', () => {
  it("answers the header in one request, and 404 for another member's vehicle or a malformed id", async () => {
    const m = await memberWithVehicle();
    const other = await memberWithVehicle();
    const mine = await care(m, m.vehicleId);
    expect(mine.status).toBe(200);
    expect(mine.body.vehicle).toMatchObject({ make: 'Mazda', model: 'CX-5', year: 2019, color: 'Red', licensePlate: 'CARE1' });
    expect(mine.body).toMatchObject({ readings: [], history: [], currentOdometer: null, lastShop: null, today: today() });
    const stolen = await care(other, m.vehicleId);
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.message).toBe('Vehicle not found');
    expect((await care(m, 'not-a-uuid')).status).toBe(404);
  });

  it('adds readings, refuses one lower than the previous by date, and keeps the vehicle odometer on the latest', async () => {
    const m = await memberWithVehicle();
    expect((await odometer(m, 10_000, shift(-60))).status).toBe(201);
    const lower = await odometer(m, 9_500);
    expect(lower.status).toBe(400);
    expect(lower.body.error).toMatchObject({ message: 'Odometer cannot be lower than the last reading (10,000 mi)', fields: { miles: 'Odometer cannot be lower than the last reading (10,000 mi)' } });
    // An earlier day may carry a lower reading: the rule is "previous by date".
    expect((await odometer(m, 8_000, shift(-90))).status).toBe(201);
    const ok = await odometer(m, 12_000);
    expect(ok.status).toBe(201);
    expect(ok.body.readings.map((r) => [r.miles, r.source])).toEqual([[12_000, 'member'], [10_000, 'member'], [8_000, 'member']]);
    expect(ok.body.currentOdometer).toEqual({ miles: 12_000, date: today() });
    const [row] = await app.db.select({ miles: vehicles.odometerMiles }).from(vehicles).where(eq(vehicles.id, m.vehicleId));
    expect(row!.miles).toBe(12_000);
    const future = await odometer(m, 13_000, shift(2));
    expect(future.status).toBe(400);
    expect(future.body.error.fields).toEqual({ readingDate: 'Date cannot be in the future' });
    expect((await odometer(m, -1)).status).toBe(400);
    const other = await memberWithVehicle();
    expect((await app.request(`/api/vehicles/${m.vehicleId}/odometer`, { cookie: other.cookie, body: { miles: 99_999, readingDate: today() } })).status).toBe(404);
    expect(await app.db.select().from(odometerReadings).where(eq(odometerReadings.vehicleId, m.vehicleId))).toHaveLength(3);
  });

  it('records work done elsewhere with a receipt checked by content, which only the owner can open', async () => {
    const m = await memberWithVehicle();
    const oil = await addService(6, 5_000);
    const created = await addRecord(
      m,
      recordForm({ serviceDate: shift(-10), odometerMiles: '20500', serviceIds: [oil.id], description: 'Wiper blades', costCents: '8999', notes: 'Quick Lube' }, { bytes: pdf(), name: 'Lube receipt (1).pdf' }),
    );
    expect(created.body).toMatchObject({ id: expect.any(String) });
    expect(created.status).toBe(201);
    const page = await care(m, m.vehicleId);
    const entry = page.body.history.find((h) => h.id === created.body.id);
    expect(entry).toMatchObject({
      kind: 'record',
      date: shift(-10),
      odometerMiles: 20_500,
      costCents: 8999,
      description: 'Wiper blades',
      notes: 'Quick Lube',
      services: [{ id: oil.id, name: oil.name }],
      receipt: { contentType: 'application/pdf' },
    });
    const receiptUrl = entry?.kind === 'record' ? entry.receipt!.url : '';
    expect(receiptUrl).toBe(`/api/vehicles/${m.vehicleId}/records/${created.body.id}/receipt`);
    const file = await app.app.request(receiptUrl, { headers: { cookie: m.cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf());
    const other = await memberWithVehicle();
    expect((await app.app.request(receiptUrl, { headers: { cookie: other.cookie } })).status).toBe(404);
    // A receipt that only claims to be a PDF is refused and nothing is written.
    const fake = await addRecord(m, recordForm({ serviceDate: shift(-1), description: 'Wash' }, { bytes: new TextEncoder().encode('hello'), name: 'x.pdf' }));
    expect(fake.status).toBe(400);
    expect(fake.body.error.fields).toEqual({ file: 'Receipt must be a PDF, PNG, JPEG or WebP file' });
    const nothing = await addRecord(m, recordForm({ serviceDate: shift(-1) }));
    expect(nothing.status).toBe(400);
    expect(nothing.body.error.fields).toEqual({ serviceIds: 'Choose a service or describe the work' });
    const unknown = await addRecord(m, recordForm({ serviceDate: shift(-1), serviceIds: ['00000000-0000-4000-8000-000000000000'] }));
    expect(unknown.status).toBe(400);
    expect((await addRecord(m, recordForm({ serviceDate: 'yesterday', description: 'x' }))).status).toBe(400);
    expect((await addRecord(other, recordForm({ serviceDate: shift(-1), description: 'x' }), m.vehicleId)).status).toBe(404);
    expect(await app.db.select().from(serviceRecords).where(eq(serviceRecords.vehicleId, m.vehicleId))).toHaveLength(1);
  });

  it('lists completed visits and records newest first, with the shop reading staff recorded on Complete', async () => {
    const m = await memberWithVehicle();
    const shop = await addShop();
    const oil = await addService(6, 5_000);
    await odometer(m, 30_000, shift(-200));
    const older = await visit(m, { shopId: shop.id, date: shift(-150), serviceIds: [oil.id] });
    const recent = await visit(m, { shopId: shop.id, date: shift(-20), serviceIds: [oil.id], status: 'in-progress' });
    await visit(m, { shopId: shop.id, date: shift(-5), serviceIds: [oil.id], status: 'in-progress' });
    await addRecord(m, recordForm({ serviceDate: shift(-100), description: 'New tyres' }));
    const lower = await app.request<ErrorBody>(`/api/admin/appointments/${recent}/status`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { status: 'completed', odometerMiles: 29_000 },
    });
    expect(lower.status).toBe(400);
    expect(lower.body.error.fields).toEqual({ odometerMiles: 'Odometer cannot be lower than the last reading (30,000 mi)' });
    const done = await app.request(`/api/admin/appointments/${recent}/status`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { status: 'completed', odometerMiles: 34_100 },
    });
    expect(done.status).toBe(200);
    const page = await care(m, m.vehicleId);
    expect(page.body.history.map((h) => [h.kind, h.date])).toEqual([
      ['visit', shift(-20)],
      ['record', shift(-100)],
      ['visit', shift(-150)],
    ]);
    expect(page.body.history[0]).toMatchObject({ id: recent, shop: { id: shop.id, name: shop.name }, odometerMiles: 34_100, services: [{ id: oil.id }] });
    expect(page.body.history[2]).toMatchObject({ id: older, odometerMiles: null });
    expect(page.body.readings[0]).toMatchObject({ miles: 34_100, source: 'shop', appointmentId: recent, readingDate: shift(-20) });
    expect(page.body.lastShop).toEqual({ id: shop.id, name: shop.name });
    // Staff cannot record an odometer while setting another status.
    const wrong = await app.request<ErrorBody>(`/api/admin/appointments/${older}/status`, { method: 'PATCH', cookie: admin.cookie, body: { status: 'missed', odometerMiles: 40_000 } });
    expect(wrong.status).toBe(400);
  });

  it('computes the schedule by date, by miles and whichever first, and lists what is due on the dashboard', async () => {
    const m = await memberWithVehicle();
    const shop = await addShop();
    const byDate = await addService(6, null);
    const byMiles = await addService(null, 5_000);
    const either = await addService(24, 3_000);
    const fine = await addService(12, null);
    // 100 miles a day over 100 days.
    await odometer(m, 40_000, shift(-100));
    await odometer(m, 50_000, today());
    await visit(m, { shopId: shop.id, date: monthsAgo(6, 3), serviceIds: [byDate.id] });
    await addRecord(m, recordForm({ serviceDate: shift(-48), odometerMiles: '45200', serviceIds: [byMiles.id, either.id] }));
    await visit(m, { shopId: shop.id, date: shift(-10), serviceIds: [fine.id] });
    const page = await care(m, m.vehicleId);
    const item = (id: string) => page.body.schedule.find((s) => s.serviceId === id)!;
    expect(item(byDate.id)).toMatchObject({ state: 'overdue', dueDate: monthsAgo(0, 3), lastDone: { date: monthsAgo(6, 3) } });
    expect(item(byMiles.id)).toMatchObject({ state: 'due-soon', dueMiles: 50_200, lastDone: { date: shift(-48), miles: 45_200 } });
    expect(item(either.id)).toMatchObject({ state: 'overdue', dueMiles: 48_200 });
    expect(item(fine.id)).toMatchObject({ state: 'ok', dueDate: expect.any(String) });
    expect(page.body.estimatedMiles).toBe(50_000);
    const due = await app.request<MaintenanceDueItem[]>('/api/vehicles/due', { cookie: m.cookie });
    expect(due.status).toBe(200);
    const mine = due.body.filter((d) => [byDate.id, byMiles.id, either.id, fine.id].includes(d.serviceId));
    expect(mine.map((d) => [d.serviceId, d.state])).toEqual(
      expect.arrayContaining([[byDate.id, 'overdue'], [either.id, 'overdue'], [byMiles.id, 'due-soon']]),
    );
    expect(mine).toHaveLength(3);
    expect(mine[0]!.state).toBe('overdue');
    expect(mine[0]).toMatchObject({ vehicle: { id: m.vehicleId, make: 'Mazda' }, lastShopId: shop.id });
    const stranger = await memberWithVehicle();
    const theirs = await app.request<MaintenanceDueItem[]>('/api/vehicles/due', { cookie: stranger.cookie });
    expect(theirs.body.some((d) => d.vehicle.id === m.vehicleId)).toBe(false);
  });

  it("lets the member set their own interval per vehicle, turn an item off, and go back to the catalogue's", async () => {
    const m = await memberWithVehicle();
    const svc = await addService(12, null);
    await odometer(m, 1_000, shift(-40));
    const put = (body: unknown, cookie = m.cookie) =>
      app.request<VehicleCare & ErrorBody>(`/api/vehicles/${m.vehicleId}/intervals/${svc.id}`, { method: 'PUT', cookie, body });
    const item = (c: VehicleCare) => c.schedule.find((s) => s.serviceId === svc.id);
    expect(item((await care(m, m.vehicleId)).body)).toMatchObject({ state: 'ok', custom: false, intervalMonths: 12 });
    const custom = await put({ enabled: true, intervalMonths: 1, intervalMiles: null });
    expect(custom.status).toBe(200);
    expect(item(custom.body)).toMatchObject({ state: 'overdue', custom: true, intervalMonths: 1, catalogueMonths: 12 });
    const off = await put({ enabled: false });
    expect(item(off.body)).toMatchObject({ state: 'off', dueDate: null });
    const back = await put({ enabled: true, intervalMonths: null, intervalMiles: null });
    expect(item(back.body)).toMatchObject({ state: 'ok', custom: false, intervalMonths: 12 });
    expect((await put({ enabled: true, intervalMonths: 0 })).status).toBe(400);
    const other = await memberWithVehicle();
    expect((await put({ enabled: false }, other.cookie)).status).toBe(404);
    expect(item((await care(m, m.vehicleId)).body)?.state).toBe('ok');
    const missing = await app.request(`/api/vehicles/${m.vehicleId}/intervals/00000000-0000-4000-8000-000000000000`, { method: 'PUT', cookie: m.cookie, body: { enabled: false } });
    expect(missing.status).toBe(404);
  });

  it('validates the catalogue intervals of the admin service dialog', async () => {
    const bad = await app.request<ErrorBody>('/api/admin/services', { cookie: admin.cookie, body: { name: `Bad ${unique()}`, intervalMonths: 0, intervalMiles: 1.5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ intervalMonths: 'Interval (months) must be at least 1', intervalMiles: 'Interval (miles) must be a whole number' });
    const svc = await addService(null, null);
    const edited = await app.request<{ intervalMonths: number | null; intervalMiles: number | null }>(`/api/admin/services/${svc.id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { name: svc.name, description: '', intervalMonths: 12, intervalMiles: 12_000 },
    });
    expect(edited.body).toMatchObject({ intervalMonths: 12, intervalMiles: 12_000 });
  });
});
