import type { AdminAppointmentDetails, AdminAppointmentOptions, AdminAppointmentPage } from '@drivecare/contract/admin-appointments';
import type { AppointmentDetails, Receipt } from '@drivecare/contract/appointments';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointmentStatuses, type AppointmentStatus } from '@drivecare/contract/appointments';
import { appointments, appointmentServices, receipts } from '../../db/schema/appointments.ts';
import { services, shops, type WeeklySchedule } from '../../db/schema/catalogue.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { vehicles } from '../../db/schema/vehicles.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { weekdayOf } from './availability.ts';
import { sanitizeBaseName } from './appointments.admin.service.ts';
import { recountAppointmentSelection } from '../figures/appointment-day-totals.reference.ts';

const app = await createTestApp({ env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'admin-appointments-test-')) } });
const admin = await createAdmin(app);
const API = '/api/admin/appointments';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const allDays = (): WeeklySchedule =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, { open: '08:00', close: '18:00', enabled: true }]),
  ) as WeeklySchedule;

let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;

async function addShop(slotCapacity = 2) {
  const [row] = await app.db
    .insert(shops)
    .values({ name: `Admin Test Shop ${unique()}`, address: '1 Main Street', city: 'Boston', state: 'MA', zipCode: '02110', schedule: allDays(), slotCapacity })
    .returning({ id: shops.id });
  return row!.id;
}

const today = () => todayInZone(app.env.CLUB_TIMEZONE);
const shiftDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const ahead = (weekday: string, weeks = 1) => {
  let d = shiftDays(today(), 7 * weeks);
  while (weekdayOf(d) !== weekday) d = shiftDays(d, 1);
  return d;
};

const activeServices = await app.db.select({ id: services.id, name: services.name }).from(services).where(eq(services.isActive, true)).limit(3);

/** A member with a uniquely named profile and a vehicle with a unique plate. */
async function customer() {
  const member = await createMember(app, 'customer');
  const lastName = `Zed${unique()}`;
  await app.db.update(profiles).set({ firstName: 'Quinn', lastName }).where(eq(profiles.userId, member.id));
  const plate = `PL${unique()}`.toUpperCase().slice(0, 10);
  const res = await app.request<{ id: string }>('/api/vehicles', {
    cookie: member.cookie,
    body: { make: 'Subaru', model: 'Outback', year: 2021, licensePlate: plate },
  });
  return { ...member, lastName, plate, vehicleId: res.body.id };
}
type Customer = Awaited<ReturnType<typeof customer>>;

async function insertAppointment(c: Customer, shopId: string, p: { date: string; time?: string; status?: AppointmentStatus }) {
  const [row] = await app.db
    .insert(appointments)
    .values({
      userId: c.id,
      vehicleId: c.vehicleId,
      shopId,
      appointmentDate: p.date,
      appointmentTime: p.time ?? '10:00',
      status: p.status ?? 'scheduled',
    })
    .returning({ id: appointments.id });
  await app.db.insert(appointmentServices).values({ appointmentId: row!.id, serviceId: activeServices[0]!.id });
  return row!.id;
}

const list = (query: string, cookie = admin.cookie) => app.request<AdminAppointmentPage & ErrorBody>(`${API}?${query}`, { cookie });
const ids = (page: AdminAppointmentPage) => page.items.map((i) => i.id);

describe('list: tabs, filters, search and paging', () => {
  it('puts each appointment in its tab: upcoming is scheduled or in progress from today on', async () => {
    const c = await customer();
    const shopId = await addShop();
    const future = ahead('tuesday');
    const past = shiftDays(today(), -10);
    const a = {
      scheduled: await insertAppointment(c, shopId, { date: future, status: 'scheduled' }),
      inProgress: await insertAppointment(c, shopId, { date: today(), time: '08:00', status: 'in-progress' }),
      pastScheduled: await insertAppointment(c, shopId, { date: past, status: 'scheduled' }),
      completed: await insertAppointment(c, shopId, { date: past, status: 'completed' }),
      cancelled: await insertAppointment(c, shopId, { date: future, status: 'cancelled' }),
      missed: await insertAppointment(c, shopId, { date: past, status: 'missed' }),
      noShow: await insertAppointment(c, shopId, { date: past, status: 'no-show' }),
    };
    const q = `q=${c.lastName}&pageSize=100`;
    expect(new Set(ids((await list(`tab=upcoming&${q}`)).body))).toEqual(new Set([a.scheduled, a.inProgress]));
    expect(ids((await list(`tab=completed&${q}`)).body)).toEqual([a.completed]);
    expect(ids((await list(`tab=cancelled&${q}`)).body)).toEqual([a.cancelled]);
    expect(new Set(ids((await list(`tab=no-show&${q}`)).body))).toEqual(new Set([a.missed, a.noShow]));
    expect((await list(`tab=all&${q}`)).body.total).toBe(7);
    // The status filter applies on the All tab only.
    expect(ids((await list(`tab=all&status=missed&${q}`)).body)).toEqual([a.missed]);
    expect(ids((await list(`tab=completed&status=missed&${q}`)).body)).toEqual([a.completed]);
    // Upcoming is soonest first.
    expect(ids((await list(`tab=upcoming&${q}`)).body)).toEqual([a.inProgress, a.scheduled]);
  });

  it('applies the date range on any tab', async () => {
    const c = await customer();
    const shopId = await addShop();
    const d1 = ahead('monday', 2);
    const d2 = shiftDays(d1, 1);
    const d3 = shiftDays(d1, 2);
    const [x1, x2, x3] = [await insertAppointment(c, shopId, { date: d1 }), await insertAppointment(c, shopId, { date: d2 }), await insertAppointment(c, shopId, { date: d3 })];
    const q = `q=${c.lastName}`;
    expect(new Set(ids((await list(`tab=upcoming&from=${d2}&${q}`)).body))).toEqual(new Set([x2, x3]));
    expect(ids((await list(`tab=upcoming&to=${d1}&${q}`)).body)).toEqual([x1]);
    expect(ids((await list(`tab=all&from=${d2}&to=${d2}&${q}`)).body)).toEqual([x2]);
  });

  it('refuses a date that is not on the calendar with 400, on the filter and in the edit', async () => {
    for (const bad of ['2026-02-30', '2027-02-29', '2026-04-31', '0000-01-01']) {
      for (const key of ['from', 'to']) {
        const res = await list(`tab=all&${key}=${bad}`);
        expect(res.status, `${key}=${bad}`).toBe(400);
        expect(res.body.error.fields).toEqual({ [key]: 'Use the yyyy-MM-dd format' });
      }
    }
    expect((await list('tab=all&from=2028-02-29&to=2028-02-29')).status).toBe(200);
    const c = await customer();
    const shopId = await addShop();
    const id = await insertAppointment(c, shopId, { date: ahead('monday') });
    const base = { time: '10:00', status: 'scheduled', vehicleId: c.vehicleId, shopId, serviceIds: [activeServices[0]!.id] };
    const res = await edit(id, { ...base, date: '2030-02-30' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ date: 'Please select a date' });
  });

  it('searches customer names, vehicle make, model and plate', async () => {
    const c = await customer();
    const other = await customer();
    const shopId = await addShop();
    const mine = await insertAppointment(c, shopId, { date: ahead('wednesday') });
    await insertAppointment(other, shopId, { date: ahead('wednesday') });
    expect(ids((await list(`tab=all&q=${c.lastName.toLowerCase()}`)).body)).toEqual([mine]);
    expect(ids((await list(`tab=all&q=${encodeURIComponent(`Quinn ${c.lastName}`)}`)).body)).toEqual([mine]);
    expect(ids((await list(`tab=all&q=${c.plate.slice(2)}`)).body)).toEqual([mine]);
    const byModel = await list(`tab=all&q=${encodeURIComponent(`outback ${c.lastName}`)}`);
    expect(ids(byModel.body)).toEqual([mine]);
    const card = byModel.body.items[0]!;
    expect(card).toMatchObject({
      customer: { id: c.id, name: `Quinn ${c.lastName}`, email: c.email },
      vehicle: { make: 'Subaru', model: 'Outback', year: 2021, licensePlate: c.plate },
      serviceNames: [activeServices[0]!.name],
      fileCount: 0,
      status: 'scheduled',
    });
    expect((await list(`tab=all&q=${encodeURIComponent('%')}${c.lastName}`)).body.total).toBe(0);
  });

  it('pages on the server with a total', async () => {
    const c = await customer();
    const shopId = await addShop();
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push(await insertAppointment(c, shopId, { date: shiftDays(ahead('monday', 3), i) }));
    const q = `tab=upcoming&q=${c.lastName}&pageSize=2`;
    const p1 = await list(`${q}&page=1`);
    const p3 = await list(`${q}&page=3`);
    expect(p1.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(ids(p1.body)).toEqual(made.slice(0, 2));
    expect(ids((await list(`${q}&page=2`)).body)).toEqual(made.slice(2, 4));
    expect(ids(p3.body)).toEqual(made.slice(4));
    expect((await list('tab=bogus')).status).toBe(400);
  });
});

const setStatus = (id: string, status: string) =>
  app.request<AdminAppointmentDetails & ErrorBody>(`${API}/${id}/status`, { method: 'PATCH', cookie: admin.cookie, body: { status } });

describe('status changes', () => {
  const statuses = ['scheduled', 'in-progress', 'completed', 'cancelled', 'missed', 'no-show'] as const;

  it('goes from any status to any other, recording the previous one and queuing the notification', async () => {
    const c = await customer();
    const shopId = await addShop();
    const id = await insertAppointment(c, shopId, { date: ahead('thursday') });
    let previous: string = 'scheduled';
    // Every ordered pair appears: each status is followed by each other one at some point.
    const walk = statuses.flatMap((from) => statuses.filter((to) => to !== from).flatMap((to) => [from, to]));
    for (const next of walk) {
      if (next === previous) continue;
      const before = (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, c.email))).length;
      const res = await setStatus(id, next);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: next, previousStatus: previous });
      const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, c.email));
      expect(mails.length).toBe(before + 1);
      if (next === 'cancelled') {
        // A cancellation is its own message, and takes the event out of the member's calendar.
        const newest = mails.find((m) => /cancel/i.test(m.subject) && m.attachments.some((a) => a.content.includes('METHOD:CANCEL')));
        expect(newest).toBeDefined();
      } else {
        expect(mails.some((m) => m.text.includes(`from ${previous} to ${next}`))).toBe(true);
      }
      previous = next;
    }
  });

  it('queues nothing when the change does not happen', async () => {
    const c = await customer();
    const id = await insertAppointment(c, await addShop(), { date: ahead('thursday') });
    const count = async () => (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, c.email))).length;
    const before = await count();
    expect((await setStatus(id, 'scheduled')).status).toBe(200);
    expect((await setStatus(id, 'rescheduled')).status).toBe(400);
    expect((await setStatus('00000000-0000-4000-8000-000000000000', 'completed')).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('shows a completed appointment to the member as completed', async () => {
    const c = await customer();
    const id = await insertAppointment(c, await addShop(), { date: ahead('friday') });
    await setStatus(id, 'completed');
    const mine = await app.request<AppointmentDetails>(`/api/appointments/${id}`, { cookie: c.cookie });
    expect(mine.body.status).toBe('completed');
  });
});

const edit = (id: string, body: Record<string, unknown>) =>
  app.request<AdminAppointmentDetails & ErrorBody>(`${API}/${id}`, { method: 'PUT', cookie: admin.cookie, body });

describe('edit', () => {
  it('changes every field and the services by diff, in one go', async () => {
    const c = await customer();
    const shopId = await addShop();
    const otherShop = await addShop();
    const id = await insertAppointment(c, shopId, { date: ahead('monday') });
    const second = await app.request<{ id: string }>('/api/vehicles', { cookie: c.cookie, body: { make: 'Mazda', model: 'CX-5', year: 2019 } });
    const options = await app.request<AdminAppointmentOptions>(`${API}/${id}/options`, { cookie: admin.cookie });
    expect(options.body.vehicles.map((v) => v.id).sort()).toEqual([c.vehicleId, second.body.id].sort());
    // Colour and VIN let the picker tell two vehicles that read the same apart.
    expect(Object.keys(options.body.vehicles[0] ?? {}).sort()).toEqual(['color', 'id', 'licensePlate', 'make', 'model', 'vin', 'year']);
    const date = ahead('tuesday', 2);
    const res = await edit(id, {
      date,
      time: '14:00',
      status: 'in-progress',
      vehicleId: second.body.id,
      shopId: otherShop,
      serviceIds: [activeServices[1]!.id, activeServices[2]!.id],
      additionalDetails: 'Bring the spare key',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      appointmentDate: date,
      appointmentTime: '14:00',
      status: 'in-progress',
      previousStatus: 'scheduled',
      additionalDetails: 'Bring the spare key',
      shop: { id: otherShop },
      vehicle: { id: second.body.id },
    });
    expect(res.body.services.map((s) => s.id).sort()).toEqual([activeServices[1]!.id, activeServices[2]!.id].sort());
    const mine = await app.request<AppointmentDetails>(`/api/appointments/${id}`, { cookie: c.cookie });
    expect(mine.body.services.map((s) => s.name).sort()).toEqual([activeServices[1]!.name, activeServices[2]!.name].sort());
  });

  it("refuses another member's vehicle, an inactive service and a closed or past day", async () => {
    const c = await customer();
    const stranger = await customer();
    const shopId = await addShop();
    const id = await insertAppointment(c, shopId, { date: ahead('monday') });
    const base = { date: ahead('monday'), time: '10:00', status: 'scheduled', vehicleId: c.vehicleId, shopId, serviceIds: [activeServices[0]!.id] };
    expect((await edit(id, { ...base, vehicleId: stranger.vehicleId })).body.error.fields).toHaveProperty('vehicleId');
    const [inactive] = await app.db
      .insert(services)
      .values({ name: `Retired ${unique()}`, isActive: false })
      .returning({ id: services.id });
    expect((await edit(id, { ...base, serviceIds: [inactive!.id] })).body.error.fields).toHaveProperty('serviceIds');
    expect((await edit(id, { ...base, date: shiftDays(today(), -3) })).body.error.fields).toHaveProperty('date');
    expect((await edit(id, { ...base, time: '17:00', date: ahead('tuesday') })).status).toBe(200);
    const closedShop = await addShop();
    await app.db.update(shops).set({ schedule: { ...allDays(), friday: { open: '08:00', close: '18:00', enabled: false } } }).where(eq(shops.id, closedShop));
    const res = await edit(id, { ...base, shopId: closedShop, date: ahead('friday') });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('date');
  });

  it('honours slot capacity unless the admin explicitly overrides it', async () => {
    const c = await customer();
    const shopId = await addShop(1);
    const date = ahead('wednesday', 2);
    await insertAppointment(c, shopId, { date, time: '11:00' });
    const id = await insertAppointment(c, shopId, { date, time: '12:00' });
    const body = { date, time: '11:00', status: 'scheduled', vehicleId: c.vehicleId, shopId, serviceIds: [activeServices[0]!.id] };
    const refused = await edit(id, body);
    expect(refused.status).toBe(409);
    expect(refused.body.error.fields).toHaveProperty('capacity');
    const [unchanged] = await app.db.select().from(appointments).where(eq(appointments.id, id));
    expect(unchanged!.appointmentTime).toBe('12:00');
    const forced = await edit(id, { ...body, overrideCapacity: true });
    expect(forced.status).toBe(200);
    expect(forced.body.appointmentTime).toBe('11:00');
    // Editing other fields of an appointment that stays in its slot needs no override.
    expect((await edit(id, { ...body, additionalDetails: 'note' })).status).toBe(200);
  });
});

const pdf = () => new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const upload = (id: string, file: Blob, name: string, cookie = admin.cookie) => {
  const form = new FormData();
  form.append('file', file, name);
  return app.request<{ id: string; fileName: string } & ErrorBody>(`${API}/${id}/documents`, { cookie, body: form });
};

describe('documents', () => {
  it('stores a PDF under appointments/{id}/ with a random prefix, which the member sees at once', async () => {
    const c = await customer();
    const id = await insertAppointment(c, await addShop(), { date: ahead('monday') });
    const res = await upload(id, new Blob([pdf()]), 'Invoice #12 (final).pdf');
    expect(res.status).toBe(201);
    expect(res.body.fileName).toMatch(/^[a-z0-9]{8}_Invoice_12_final\.pdf$/);
    const [row] = await app.db.select().from(receipts).where(eq(receipts.id, res.body.id));
    expect(row).toMatchObject({ uploadedBy: admin.id, contentType: 'application/pdf', fileKey: `appointments/${id}/${res.body.fileName}` });
    expect(await app.storage.get(row!.fileKey)).not.toBeNull();
    const mine = await app.request<AppointmentDetails>(`/api/appointments/${id}`, { cookie: c.cookie });
    expect(mine.body.documents.map((d) => d.id)).toEqual([res.body.id]);
    const receiptList = await app.request<Receipt[]>('/api/receipts', { cookie: c.cookie });
    expect(receiptList.body.map((r) => r.id)).toContain(res.body.id);
    const card = await list(`tab=all&q=${c.lastName}`);
    expect(card.body.items[0]!.fileCount).toBe(1);
    const details = await app.request<AdminAppointmentDetails>(`${API}/${id}`, { cookie: admin.cookie });
    expect(details.body.documents[0]).toMatchObject({ id: res.body.id, uploadedBy: admin.email });
  });

  it('refuses a renamed text file and a file over 20 MB', async () => {
    const c = await customer();
    const id = await insertAppointment(c, await addShop(), { date: ahead('monday') });
    const text = await upload(id, new Blob(['just some text, not a PDF']), 'receipt.pdf');
    expect(text.status).toBe(400);
    const big = new Uint8Array(21 * 1024 * 1024);
    big.set(pdf());
    const tooLarge = await upload(id, new Blob([big]), 'big.pdf');
    expect(tooLarge.status).toBe(413);
    expect(await app.db.select().from(receipts).where(eq(receipts.appointmentId, id))).toEqual([]);
    // 19 MB is inside the limit (above the API-wide 12 MB for other uploads).
    const fine = new Uint8Array(19 * 1024 * 1024);
    fine.set(pdf());
    expect((await upload(id, new Blob([fine]), 'scan.pdf')).status).toBe(201);
  });

  it('sanitises names: non-word characters replaced, repeats collapsed', () => {
    expect(sanitizeBaseName('my  receipt--(copy).final.PDF')).toBe('my_receipt_copy_final');
    expect(sanitizeBaseName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeBaseName('çà.png')).toBe('document');
    expect(sanitizeBaseName('Quote 2024.pdf')).toBe('Quote_2024');
  });
});

describe('delete', () => {
  it('removes the appointment, its service links, its documents and their files', async () => {
    const c = await customer();
    const id = await insertAppointment(c, await addShop(), { date: ahead('monday') });
    const up = await upload(id, new Blob([pdf()]), 'a.pdf');
    const [doc] = await app.db.select().from(receipts).where(eq(receipts.id, up.body.id));
    const res = await app.request(`${API}/${id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(res.status).toBe(204);
    expect(await app.db.select().from(appointments).where(eq(appointments.id, id))).toEqual([]);
    expect(await app.db.select().from(appointmentServices).where(eq(appointmentServices.appointmentId, id))).toEqual([]);
    expect(await app.db.select().from(receipts).where(eq(receipts.appointmentId, id))).toEqual([]);
    expect(await app.storage.get(doc!.fileKey)).toBeNull();
    expect((await app.request(`${API}/${id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(404);
    // The vehicle stays.
    expect(await app.db.select().from(vehicles).where(eq(vehicles.id, c.vehicleId))).toHaveLength(1);
  });
});

describe('totals without a search', () => {
  const tabs = ['upcoming', 'completed', 'cancelled', 'no-show', 'all'] as const;
  const tabStatuses: Record<(typeof tabs)[number], AppointmentStatus[]> = {
    upcoming: ['scheduled', 'in-progress'],
    completed: ['completed'],
    cancelled: ['cancelled'],
    'no-show': ['missed', 'no-show'],
    all: [...appointmentStatuses],
  };

  it('stay equal to a recount through bookings, status changes, a reschedule and a delete, folded or not', async () => {
    const from = shiftDays(today(), -20);
    const to = shiftDays(today(), 40);
    const range = `from=${from}&to=${to}`;
    const shownOn = async (page: string) => Object.fromEntries(await Promise.all(tabs.map(async (tab) => [tab, (await list(`tab=${tab}&${range}&${page}`)).body.total])));
    const shown = () => shownOn('page=1');
    const recount = async () =>
      Object.fromEntries(
        await Promise.all(
          tabs.map(async (tab) => {
            const n = await recountAppointmentSelection(app.db, { statuses: tabStatuses[tab], from: tab === 'upcoming' ? today() : from, to });
            return [tab, n];
          }),
        ),
      );
    const check = async () => {
      const expected = await recount();
      expect(await shown()).toEqual(expected);
      // A page past the last appointment has no rows to carry the total, and still shows it.
      expect(await shownOn('page=100000&pageSize=100')).toEqual(expected);
      await app.countFolder.fold();
      expect(await shown()).toEqual(expected);
    };
    const before = await shown();
    await check();

    const c = await customer();
    const shopId = await addShop(4);
    const day = ahead('wednesday');
    const [a, b, d] = [
      await insertAppointment(c, shopId, { date: day }),
      await insertAppointment(c, shopId, { date: day, time: '11:00' }),
      await insertAppointment(c, shopId, { date: shiftDays(today(), -5), status: 'completed' }),
    ];
    // Outside the range: counted nowhere here.
    await insertAppointment(c, shopId, { date: shiftDays(today(), -60), status: 'missed' });
    const after = await shown();
    expect(after.upcoming).toBe(before.upcoming + 2);
    expect(after.completed).toBe(before.completed + 1);
    expect(after.all).toBe(before.all + 3);
    await check();

    expect((await setStatus(a, 'cancelled')).status).toBe(200);
    await check();
    expect((await setStatus(d, 'no-show')).status).toBe(200);
    expect((await edit(b, { shopId, vehicleId: c.vehicleId, serviceIds: [activeServices[0]!.id], date: ahead('thursday', 3), time: '09:00', status: 'in-progress', additionalDetails: '' })).status).toBe(200);
    await check();
    expect((await app.request(`${API}/${a}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(204);
    await check();
  });
});

describe('members', () => {
  it('get 403 on every route and change nothing', async () => {
    const c = await customer();
    const id = await insertAppointment(c, await addShop(), { date: ahead('monday') });
    const calls: [string, string, unknown][] = [
      ['GET', API, undefined],
      ['GET', `${API}/${id}`, undefined],
      ['GET', `${API}/${id}/options`, undefined],
      ['PUT', `${API}/${id}`, { date: ahead('tuesday'), time: '09:00', status: 'completed', vehicleId: c.vehicleId, shopId: someShop(), serviceIds: [activeServices[0]!.id] }],
      ['PATCH', `${API}/${id}/status`, { status: 'completed' }],
      ['DELETE', `${API}/${id}`, undefined],
    ];
    for (const [method, url, body] of calls) {
      const res = await app.request(url, { method, cookie: c.cookie, body });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    const form = new FormData();
    form.append('file', new Blob([pdf()]), 'x.pdf');
    expect((await app.request(`${API}/${id}/documents`, { cookie: c.cookie, body: form })).status).toBe(403);
    const [row] = await app.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row!.status).toBe('scheduled');
    expect(await app.db.select().from(receipts).where(eq(receipts.appointmentId, id))).toEqual([]);
  });
});

function someShop() {
  return '00000000-0000-4000-8000-000000000000';
}
