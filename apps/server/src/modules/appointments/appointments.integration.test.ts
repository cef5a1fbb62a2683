import type { AppointmentDetails, AppointmentListItem, Availability, Receipt } from '@drivecare/contract/appointments';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, receipts } from '../../db/schema/appointments.ts';
import { services, shops, type WeeklySchedule } from '../../db/schema/catalogue.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { weekdayOf } from './availability.ts';
import { signDocumentLink } from './document-links.ts';

// Receipt files go to a throw-away folder.
const app = await createTestApp({ env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'appointments-test-')) } });

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Member = Awaited<ReturnType<typeof createMember>>;

const open = (from: string, to: string, enabled = true) => ({ open: from, close: to, enabled });
const weekdaysOnly = (): WeeklySchedule => ({
  monday: open('08:00', '18:00'),
  tuesday: open('08:00', '18:00'),
  wednesday: open('08:00', '18:00'),
  thursday: open('08:00', '18:00'),
  friday: open('08:00', '18:00'),
  saturday: open('08:00', '18:00'),
  sunday: open('08:00', '18:00'),
});

let shopCounter = 0;
async function addShop(opts: { schedule?: WeeklySchedule; slotCapacity?: number; isActive?: boolean } = {}) {
  const [row] = await app.db
    .insert(shops)
    .values({
      name: `Test Shop ${++shopCounter}`,
      address: '1 Main Street',
      city: 'Boston',
      state: 'MA',
      zipCode: '02110',
      schedule: opts.schedule ?? weekdaysOnly(),
      slotCapacity: opts.slotCapacity ?? 2,
      isActive: opts.isActive ?? true,
    })
    .returning({ id: shops.id });
  return row!.id;
}

const today = () => todayInZone(app.env.CLUB_TIMEZONE);
const shiftDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** The first date at least a week ahead that falls on `weekday`. */
const ahead = (weekday: string) => {
  let d = shiftDays(today(), 7);
  while (weekdayOf(d) !== weekday) d = shiftDays(d, 1);
  return d;
};
const pastWeekday = () => {
  let d = shiftDays(today(), -7);
  while (['saturday', 'sunday'].includes(weekdayOf(d))) d = shiftDays(d, -1);
  return d;
};

const [oilChange, tyreRotation] = await app.db.select({ id: services.id }).from(services).where(eq(services.isActive, true)).limit(2);

async function memberWithVehicle(prefix = 'member') {
  const member = await createMember(app, prefix);
  const vehicle = await app.request<{ id: string }>('/api/vehicles', {
    cookie: member.cookie,
    body: { make: 'Honda', model: 'Civic', year: 2020 },
  });
  return { ...member, vehicleId: vehicle.body.id };
}

const book = (m: Member & { vehicleId: string }, shopId: string, date: string, time: string, extra: Record<string, unknown> = {}) =>
  app.request<AppointmentDetails & ErrorBody>('/api/appointments', {
    cookie: m.cookie,
    body: { vehicleId: m.vehicleId, serviceIds: [oilChange!.id, tyreRotation!.id], shopId, date, time, ...extra },
  });

const availability = (cookie: string, query: string) =>
  app.request<Availability & ErrorBody>(`/api/appointments/availability?${query}`, { cookie });

describe('availability', () => {
  it('offers weekdays only, never weekends, with the ten hourly slots inside the opening hours', async () => {
    const member = await createMember(app);
    const shopId = await addShop();
    const monday = ahead('monday');
    const res = await availability(member.cookie, `shopId=${shopId}&month=${monday.slice(0, 7)}`);
    expect(res.status).toBe(200);
    expect(res.body.days.length).toBeGreaterThan(0);
    expect(res.body.days.every((d) => !['saturday', 'sunday'].includes(weekdayOf(d.date)))).toBe(true);
    const day = res.body.days.find((d) => d.date === monday);
    expect(day?.slots).toEqual(['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    const saturday = ahead('saturday');
    expect((await availability(member.cookie, `shopId=${shopId}&date=${saturday}`)).body.days).toEqual([]);
  });

  it('never offers past days', async () => {
    const member = await createMember(app);
    const shopId = await addShop();
    const past = pastWeekday();
    expect((await availability(member.cookie, `shopId=${shopId}&date=${past}`)).body.days).toEqual([]);
    const month = await availability(member.cookie, `shopId=${shopId}&month=${today().slice(0, 7)}`);
    expect(month.body.days.every((d) => d.date >= today())).toBe(true);
    expect(month.body.today).toBe(today());
  });

  it('leaves out days the shop\'s schedule has closed and slots outside its hours', async () => {
    const member = await createMember(app);
    const schedule = { ...weekdaysOnly(), wednesday: open('08:00', '18:00', false), thursday: open('10:00', '14:30') };
    const shopId = await addShop({ schedule });
    const wednesday = ahead('wednesday');
    expect((await availability(member.cookie, `shopId=${shopId}&date=${wednesday}`)).body.days).toEqual([]);
    const thursday = ahead('thursday');
    const res = await availability(member.cookie, `shopId=${shopId}&date=${thursday}`);
    expect(res.body.days).toEqual([{ date: thursday, slots: ['10:00', '11:00', '12:00', '13:00', '14:00'], full: [] }]);
  });

  it('drops a full slot, and a cancellation frees its place again', async () => {
    const member = await memberWithVehicle();
    const shopId = await addShop({ slotCapacity: 1 });
    const tuesday = ahead('tuesday');
    const booked = await book(member, shopId, tuesday, '09:00');
    expect(booked.status).toBe(201);
    const after = await availability(member.cookie, `shopId=${shopId}&date=${tuesday}`);
    expect(after.body.days[0]?.slots).not.toContain('09:00');
    expect(after.body.days[0]?.slots).toContain('10:00');
    // Listed apart as full, for the waitlist.
    expect(after.body.days[0]?.full).toEqual(['09:00']);
    await app.request(`/api/appointments/${booked.body.id}/cancel`, { method: 'POST', cookie: member.cookie });
    const freed = await availability(member.cookie, `shopId=${shopId}&date=${tuesday}`);
    expect(freed.body.days[0]?.slots).toContain('09:00');
  });

  it('counts in-progress appointments as taking a place', async () => {
    const member = await createMember(app);
    const shopId = await addShop({ slotCapacity: 1 });
    const friday = ahead('friday');
    await app.db.insert(appointments).values({ userId: member.id, shopId, appointmentDate: friday, appointmentTime: '11:00', status: 'in-progress' });
    await app.db.insert(appointments).values({ userId: member.id, shopId, appointmentDate: friday, appointmentTime: '12:00', status: 'completed' });
    const slots = (await availability(member.cookie, `shopId=${shopId}&date=${friday}`)).body.days[0]?.slots;
    expect(slots).not.toContain('11:00');
    expect(slots).toContain('12:00');
  });

  it('answers 404 for an inactive shop and 400 without a month or date', async () => {
    const member = await createMember(app);
    const inactive = await addShop({ isActive: false });
    expect((await availability(member.cookie, `shopId=${inactive}&date=${ahead('monday')}`)).status).toBe(404);
    expect((await availability(member.cookie, `shopId=${inactive}`)).status).toBe(400);
    expect((await app.request(`/api/appointments/availability?shopId=${inactive}&date=${ahead('monday')}`)).status).toBe(401);
  });
});

describe('booking', () => {
  it('books a scheduled appointment with its services and queues a confirmation e-mail', async () => {
    const member = await memberWithVehicle();
    const shopId = await addShop();
    const monday = ahead('monday');
    const res = await book(member, shopId, monday, '08:00', { additionalDetails: 'Squeaky brakes' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      appointmentDate: monday,
      appointmentTime: '08:00',
      status: 'scheduled',
      additionalDetails: 'Squeaky brakes',
      vehicle: { id: member.vehicleId, make: 'Honda', model: 'Civic', year: 2020 },
      shop: { id: shopId },
    });
    expect(res.body.services).toHaveLength(2);
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mails.some((m) => /appointment is booked/.test(m.subject) && m.text.includes(`/appointments/${res.body.id}`))).toBe(true);
  });

  it('answers the spec\'s message under each missing field', async () => {
    const member = await createMember(app);
    const res = await app.request<ErrorBody>('/api/appointments', {
      cookie: member.cookie,
      body: { vehicleId: '', serviceIds: [], shopId: '', date: '', time: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      vehicleId: 'Please select a vehicle',
      serviceIds: 'Please select at least one service',
      shopId: 'Please select a service shop',
      date: 'Please select a date for your appointment',
      time: 'Please select a time for your appointment',
    });
    expect((await app.request<ErrorBody>('/api/appointments', { cookie: member.cookie, body: {} })).body.error.fields).toMatchObject({
      vehicleId: 'Please select a vehicle',
      date: 'Please select a date for your appointment',
    });
  });

  it('refuses a weekend, a past day, a closed day, a slot outside the hours and a time off the hour', async () => {
    const member = await memberWithVehicle();
    const shopId = await addShop({ schedule: { ...weekdaysOnly(), wednesday: open('08:00', '18:00', false), thursday: open('10:00', '14:00') } });
    const refused = async (date: string, time: string) => {
      const res = await book(member, shopId, date, time);
      expect(res.status).toBe(400);
      return res.body.error.fields;
    };
    expect(await refused(ahead('saturday'), '10:00')).toEqual({ date: 'Appointments are not available on weekends.' });
    expect(await refused(pastWeekday(), '10:00')).toHaveProperty('date');
    expect(await refused(ahead('wednesday'), '10:00')).toHaveProperty('date');
    expect(await refused(ahead('thursday'), '09:00')).toHaveProperty('time');
    expect(await refused(ahead('thursday'), '14:00')).toHaveProperty('time');
    expect(await refused(ahead('thursday'), '10:30')).toEqual({ time: 'Please select a time for your appointment' });
    expect((await book(member, shopId, ahead('thursday'), '13:00')).status).toBe(201);
  });

  it('refuses a date that is not on the calendar with the date message, when booking, rescheduling and asking for slots', async () => {
    const member = await memberWithVehicle();
    const shopId = await addShop();
    for (const bad of ['2030-02-30', '2030-02-29', '2030-06-31']) {
      const res = await book(member, shopId, bad, '10:00');
      expect(res.status, bad).toBe(400);
      expect(res.body.error.fields).toEqual({ date: 'Please select a date for your appointment' });
      expect((await availability(member.cookie, `shopId=${shopId}&date=${bad}`)).status).toBe(400);
    }
    const booked = await book(member, shopId, ahead('monday'), '10:00');
    expect(booked.status).toBe(201);
    const moved = await app.request<ErrorBody>(`/api/appointments/${booked.body.id}`, {
      method: 'PATCH',
      cookie: member.cookie,
      body: { date: '2030-04-31', time: '10:00' },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.error.fields).toEqual({ date: 'Please select a date for your appointment' });
  });

  it('refuses another member\'s vehicle, an inactive shop and an inactive service', async () => {
    const alice = await memberWithVehicle('alice');
    const bob = await memberWithVehicle('bob');
    const shopId = await addShop();
    const monday = ahead('monday');
    const foreign = await book(bob, shopId, monday, '10:00', { vehicleId: alice.vehicleId });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields).toEqual({ vehicleId: 'Please select a vehicle' });
    const inactive = await addShop({ isActive: false });
    expect((await book(bob, inactive, monday, '10:00')).body.error.fields).toHaveProperty('shopId');
    const [retired] = await app.db.insert(services).values({ name: 'Retired service', isActive: false }).returning({ id: services.id });
    expect((await book(bob, shopId, monday, '10:00', { serviceIds: [retired!.id] })).body.error.fields).toHaveProperty('serviceIds');
    const count = await app.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.shopId, shopId));
    expect(count).toEqual([]);
  });

  it('answers 409 for a full slot', async () => {
    const first = await memberWithVehicle();
    const second = await memberWithVehicle();
    const shopId = await addShop({ slotCapacity: 1 });
    const tuesday = ahead('tuesday');
    expect((await book(first, shopId, tuesday, '15:00')).status).toBe(201);
    const full = await book(second, shopId, tuesday, '15:00');
    expect(full.status).toBe(409);
    expect(full.body.error.message).toBe('This time slot is no longer available');
  });

  it('lets exactly 2 of 20 concurrent bookings for a slot with capacity 2 through', async () => {
    const members = await Promise.all([memberWithVehicle('racer'), memberWithVehicle('racer')]);
    const shopId = await addShop({ slotCapacity: 2 });
    const wednesday = ahead('wednesday');
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => book(members[i % 2]!, shopId, wednesday, '10:00')));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(18);
    const rows = await app.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.shopId, shopId), eq(appointments.appointmentDate, wednesday), eq(appointments.appointmentTime, '10:00')));
    expect(rows).toHaveLength(2);
    // The refused bookings queued no confirmation: each was written with its appointment and rolled back with it.
    const confirmations = await app.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.to, members.map((m) => m.email)), like(mailOutbox.subject, '%appointment is booked%')));
    expect(confirmations).toHaveLength(2);
  });
});

describe('my appointments', () => {
  it('lists only the member\'s appointments with shop, vehicle, service names and whether they are past', async () => {
    const member = await memberWithVehicle();
    const other = await memberWithVehicle('other');
    const shopId = await addShop();
    await book(member, shopId, ahead('friday'), '16:00');
    await book(other, shopId, ahead('friday'), '16:00');
    await app.db.insert(appointments).values({ userId: member.id, shopId, appointmentDate: pastWeekday(), appointmentTime: '09:00' });
    const res = await app.request<AppointmentListItem[]>('/api/appointments', { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({ isPast: true, status: 'scheduled', vehicle: null, serviceNames: [] });
    expect(res.body[1]).toMatchObject({ isPast: false, shopName: expect.stringMatching(/Test Shop/), vehicle: { make: 'Honda', model: 'Civic', year: 2020 } });
    expect(res.body[1]!.serviceNames).toHaveLength(2);
  });
});

describe('reschedule and cancel', () => {
  it('moves a scheduled appointment to another bookable slot and keeps it scheduled', async () => {
    const member = await memberWithVehicle();
    const shopId = await addShop({ slotCapacity: 1 });
    const monday = ahead('monday');
    const booked = await book(member, shopId, monday, '09:00');
    const tuesday = ahead('tuesday');
    const res = await app.request<AppointmentDetails>(`/api/appointments/${booked.body.id}`, {
      method: 'PATCH',
      cookie: member.cookie,
      body: { date: tuesday, time: '11:00', additionalDetails: 'Moved' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ appointmentDate: tuesday, appointmentTime: '11:00', additionalDetails: 'Moved', status: 'scheduled' });
    // Its own place does not block keeping the same slot, and the old slot is free again.
    const same = await app.request(`/api/appointments/${booked.body.id}`, {
      method: 'PATCH',
      cookie: member.cookie,
      body: { date: tuesday, time: '11:00', additionalDetails: null },
    });
    expect(same.status).toBe(200);
    const slots = (await availability(member.cookie, `shopId=${shopId}&date=${monday}`)).body.days[0]?.slots;
    expect(slots).toContain('09:00');
  });

  it('refuses to reschedule into a full slot, a weekend, or without date and time', async () => {
    const member = await memberWithVehicle();
    const other = await memberWithVehicle('other');
    const shopId = await addShop({ slotCapacity: 1 });
    const monday = ahead('monday');
    const mine = await book(member, shopId, monday, '09:00');
    await book(other, shopId, monday, '10:00');
    const patch = (body: unknown) =>
      app.request<ErrorBody>(`/api/appointments/${mine.body.id}`, { method: 'PATCH', cookie: member.cookie, body });
    expect((await patch({ date: monday, time: '10:00' })).status).toBe(409);
    expect((await patch({ date: ahead('sunday'), time: '10:00' })).status).toBe(400);
    expect((await patch({ date: '', time: '' })).body.error.fields).toEqual({
      date: 'Please select a date for your appointment',
      time: 'Please select a time for your appointment',
    });
  });

  it('refuses to reschedule or cancel an appointment that is not scheduled', async () => {
    const member = await memberWithVehicle();
    const shopId = await addShop();
    const booked = await book(member, shopId, ahead('monday'), '09:00');
    await app.db.update(appointments).set({ status: 'completed' }).where(eq(appointments.id, booked.body.id));
    const patch = await app.request<ErrorBody>(`/api/appointments/${booked.body.id}`, {
      method: 'PATCH',
      cookie: member.cookie,
      body: { date: ahead('tuesday'), time: '10:00' },
    });
    expect(patch.status).toBe(404);
    expect(patch.body.error.message).toBe("Appointment not found or can't be rescheduled");
    const cancel = await app.request<ErrorBody>(`/api/appointments/${booked.body.id}/cancel`, { method: 'POST', cookie: member.cookie });
    expect(cancel.status).toBe(409);
    const [row] = await app.db.select().from(appointments).where(eq(appointments.id, booked.body.id));
    expect(row).toMatchObject({ status: 'completed', appointmentTime: '09:00' });
  });

  it('cancels a scheduled appointment, remembering the previous status and queueing a status e-mail', async () => {
    const member = await memberWithVehicle();
    const shopId = await addShop();
    const booked = await book(member, shopId, ahead('monday'), '09:00');
    const res = await app.request<AppointmentDetails>(`/api/appointments/${booked.body.id}/cancel`, { method: 'POST', cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
    const [row] = await app.db.select().from(appointments).where(eq(appointments.id, booked.body.id));
    expect(row?.previousStatus).toBe('scheduled');
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mails.some((m) => /cancelled/.test(m.subject) && /from scheduled to cancelled/.test(m.text))).toBe(true);
  });
});

describe('ownership and documents', () => {
  async function appointmentWithReceipt() {
    const owner = await memberWithVehicle('owner');
    const shopId = await addShop();
    const booked = await book(owner, shopId, ahead('thursday'), '13:00');
    const fileKey = `receipts/${booked.body.id}/receipt_${Date.now()}.pdf`;
    const bytes = new TextEncoder().encode('%PDF-1.4 test receipt');
    await app.storage.put(fileKey, bytes, 'application/pdf');
    const [receipt] = await app.db
      .insert(receipts)
      .values({ appointmentId: booked.body.id, fileKey, fileName: 'receipt März.pdf', contentType: 'application/pdf', sizeBytes: bytes.byteLength })
      .returning({ id: receipts.id });
    return { owner, appointmentId: booked.body.id, receiptId: receipt!.id, bytes };
  }

  it('gives another member 404 on details, reschedule, cancel and documents', async () => {
    const { owner, appointmentId, receiptId } = await appointmentWithReceipt();
    const stranger = await createMember(app, 'stranger');
    const details = await app.request<ErrorBody>(`/api/appointments/${appointmentId}`, { cookie: stranger.cookie });
    expect(details.status).toBe(404);
    expect(details.body.error.message).toBe('Appointment not found');
    const patch = await app.request(`/api/appointments/${appointmentId}`, {
      method: 'PATCH',
      cookie: stranger.cookie,
      body: { date: ahead('friday'), time: '10:00' },
    });
    expect(patch.status).toBe(404);
    expect((await app.request(`/api/appointments/${appointmentId}/cancel`, { method: 'POST', cookie: stranger.cookie })).status).toBe(404);
    expect((await app.request(`/api/files/receipts/${receiptId}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await app.request(`/api/receipts/${receiptId}/link`, { method: 'POST', cookie: stranger.cookie })).status).toBe(404);
    expect((await app.request<Receipt[]>('/api/receipts', { cookie: stranger.cookie })).body).toEqual([]);
    expect((await app.request('/api/appointments/not-a-uuid', { cookie: stranger.cookie })).status).toBe(404);
    const [row] = await app.db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(row?.status).toBe('scheduled');
    expect((await app.request(`/api/appointments/${appointmentId}`, { cookie: owner.cookie })).status).toBe(200);
  });

  it('lists the owner\'s receipts and streams them only to the owner or an admin, with nosniff and a disposition', async () => {
    const { owner, appointmentId, receiptId, bytes } = await appointmentWithReceipt();
    const list = await app.request<Receipt[]>('/api/receipts', { cookie: owner.cookie });
    expect(list.body).toMatchObject([{ id: receiptId, appointmentId, fileName: 'receipt März.pdf', url: `/api/files/receipts/${receiptId}` }]);
    const details = await app.request<AppointmentDetails>(`/api/appointments/${appointmentId}`, { cookie: owner.cookie });
    expect(details.body.documents).toMatchObject([{ id: receiptId, fileName: 'receipt März.pdf' }]);

    const inline = await app.request<string>(`/api/files/receipts/${receiptId}`, { cookie: owner.cookie });
    expect(inline.status).toBe(200);
    expect(inline.body).toBe(new TextDecoder().decode(bytes));
    expect(inline.headers.get('content-type')).toBe('application/pdf');
    expect(inline.headers.get('x-content-type-options')).toBe('nosniff');
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; filename="receipt M_rz.pdf"; filename\*=UTF-8''receipt%20M%C3%A4rz.pdf$/);
    expect(inline.headers.get('cache-control')).toBe('private, no-store');
    const download = await app.request(`/api/files/receipts/${receiptId}?download=1`, { cookie: owner.cookie });
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);

    // The short-lived signed link opens the file in a new tab without the session, and only until it expires.
    const link = await app.request<{ url: string; expiresAt: string }>(`/api/receipts/${receiptId}/link`, { method: 'POST', cookie: owner.cookie });
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(new RegExp(`^/api/files/receipts/${receiptId}\\?expires=\\d+&sig=`));
    expect(new Date(link.body.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    const viaLink = await app.request<string>(link.body.url);
    expect(viaLink.status).toBe(200);
    expect(viaLink.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await app.request(`${link.body.url}x`)).status).toBe(403);
    const expired = signDocumentLink(app.env.authSecret, receiptId, Date.now() - 10 * 60 * 1000);
    expect((await app.request(expired.url)).status).toBe(403);
    const otherDocument = signDocumentLink(app.env.authSecret, crypto.randomUUID());
    expect((await app.request(otherDocument.url)).status).toBe(404);

    const admin = await createAdmin(app);
    expect((await app.request(`/api/files/receipts/${receiptId}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await app.request(`/api/files/receipts/${receiptId}`)).status).toBe(401);
  });
});
