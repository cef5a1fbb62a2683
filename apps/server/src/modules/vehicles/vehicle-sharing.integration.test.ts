import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import type { SharedVehicleHistory, VehicleShareLink, VehicleShareState } from '@drivecare/contract/vehicle-history';
import { describe, expect, it } from 'vitest';
import { services } from '../../db/schema/catalogue.ts';
import { odometerReadings, serviceRecords, serviceRecordServices } from '../../db/schema/vehicle-care.ts';
import { vehicleShareLinks } from '../../db/schema/vehicle-care-sharing.ts';
import { createMember } from '../../testing/accounts.ts';
import { createTestApp, TEST_ORIGIN } from '../../testing/test-app.ts';

const app = await createTestApp();

type ErrorBody = { error: { code: string; message: string } };
const vin = '1M8GDM9AXKP042788';

// A seeded service given an interval, so the schedule has a line.
const [oilChange] = await app.db.select({ id: services.id, name: services.name }).from(services).limit(1);
await app.db.update(services).set({ intervalMonths: 6, intervalMiles: 5000 }).where(eq(services.id, oilChange!.id));

/** A member's vehicle with a reading and one record of work done elsewhere, with its receipt's name. */
async function memberWithVehicle() {
  const member = await createMember(app);
  const res = await app.request<{ id: string }>('/api/vehicles', {
    cookie: member.cookie,
    body: { make: 'Honda', model: 'Civic', year: 2019, color: 'Blue', licensePlate: 'ABC123', odometerMiles: 42000, vin },
  });
  const vehicleId = res.body.id;
  await app.db.insert(odometerReadings).values({ vehicleId, miles: 42000, readingDate: '2026-01-10', source: 'member' });
  const [record] = await app.db
    .insert(serviceRecords)
    .values({
      vehicleId,
      userId: member.id,
      serviceDate: '2026-01-10',
      odometerMiles: 42000,
      description: 'Wiper blades',
      costCents: 4599,
      notes: 'Private note of the owner',
      receiptKey: `receipts/${vehicleId}`,
      receiptName: 'quick-lube-receipt.pdf',
      receiptType: 'application/pdf',
      receiptBytes: 1000,
    })
    .returning({ id: serviceRecords.id });
  await app.db.insert(serviceRecordServices).values({ recordId: record!.id, serviceId: oilChange!.id });
  return { member, vehicleId };
}

const share = (cookie: string, vehicleId: string) => app.request<VehicleShareLink & ErrorBody>(`/api/vehicles/${vehicleId}/share-link`, { method: 'POST', cookie });
const open = (token: string) => app.request<SharedVehicleHistory & ErrorBody>(`/api/shared-histories/${token}`);

async function downloadPdf(cookie: string, vehicleId: string) {
  const res = await app.app.request(`/api/vehicles/${vehicleId}/history.pdf`, { headers: { Cookie: cookie, Origin: TEST_ORIGIN } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('sharing a vehicle history', () => {
  it('makes a link for 30 days that anyone can open without signing in, with no owner details', async () => {
    const { member, vehicleId } = await memberWithVehicle();
    const before = Date.now();
    const created = await share(member.cookie, vehicleId);
    expect(created.status).toBe(201);
    expect(created.body.path).toBe(`/h/${created.body.token}`);
    const days = (Date.parse(created.body.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);

    const page = await open(created.body.token);
    expect(page.status).toBe(200);
    expect(page.body.vehicle).toEqual({ year: 2019, make: 'Honda', model: 'Civic', color: 'Blue', licensePlate: 'ABC123', vin });
    expect(page.body.expiresAt).toBe(created.body.expiresAt);
    expect(page.body.history).toEqual([
      {
        kind: 'record',
        date: '2026-01-10',
        shopName: null,
        services: [oilChange!.name],
        description: 'Wiper blades',
        odometerMiles: 42000,
        costCents: 4599,
        documentNames: ['quick-lube-receipt.pdf'],
      },
    ]);
    expect(page.body.schedule).toContainEqual(
      expect.objectContaining({ serviceName: oilChange!.name, lastDone: { date: '2026-01-10', miles: 42000 }, dueMiles: 47000 }),
    );
    const text = JSON.stringify(page.body);
    expect(text).not.toContain(member.email);
    expect(text).not.toContain(member.id);
    expect(text).not.toContain('Private note');
    expect(text).not.toContain('/api/');
    expect(page.headers.get('cache-control')).toBe('no-store');

    const state = await app.request<VehicleShareState>(`/api/vehicles/${vehicleId}/share-link`, { cookie: member.cookie });
    expect(state.body.link?.token).toBe(created.body.token);
  });

  it("answers 410 with a message once the owner stops sharing, and the member's state shows no link", async () => {
    const { member, vehicleId } = await memberWithVehicle();
    const created = await share(member.cookie, vehicleId);
    const stop = await app.request(`/api/vehicles/${vehicleId}/share-link`, { method: 'DELETE', cookie: member.cookie });
    expect(stop.status).toBe(204);
    const page = await open(created.body.token);
    expect(page.status).toBe(410);
    expect(page.body.error).toEqual({ code: 'GONE', message: 'This link has been turned off by the owner.' });
    const state = await app.request<VehicleShareState>(`/api/vehicles/${vehicleId}/share-link`, { cookie: member.cookie });
    expect(state.body).toEqual({ link: null });
  });

  it('answers 410 once the 30 days are over', async () => {
    const { member, vehicleId } = await memberWithVehicle();
    const created = await share(member.cookie, vehicleId);
    expect((await open(created.body.token)).status).toBe(200);
    // Thirty days later: the row's dates moved back instead of the clock moved on.
    const [link] = await app.db.select().from(vehicleShareLinks).where(eq(vehicleShareLinks.vehicleId, vehicleId));
    const past = (days: number) => new Date(Date.now() - days * 86_400_000);
    await app.db.update(vehicleShareLinks).set({ createdAt: past(31), expiresAt: past(1) }).where(eq(vehicleShareLinks.id, link!.id));
    const page = await open(created.body.token);
    expect(page.status).toBe(410);
    expect(page.body.error.message).toBe('This link has expired.');
  });

  it('answers 404 for a token that never was or whose signature is wrong', async () => {
    const { member, vehicleId } = await memberWithVehicle();
    const created = await share(member.cookie, vehicleId);
    const forged = `${created.body.token.slice(0, 32)}${'A'.repeat(22)}`;
    for (const token of ['nope', 'f'.repeat(54), forged]) {
      const page = await open(token);
      expect(page.status).toBe(404);
      expect(page.body.error.message).toBe('This link does not exist.');
    }
  });

  it('replaces the link in force when sharing again: the old address stops working', async () => {
    const { member, vehicleId } = await memberWithVehicle();
    const first = await share(member.cookie, vehicleId);
    const second = await share(member.cookie, vehicleId);
    expect(second.body.token).not.toBe(first.body.token);
    expect((await open(first.body.token)).status).toBe(410);
    expect((await open(second.body.token)).status).toBe(200);
  });

  it("keeps every member to their own vehicles: another member's id is a 404 and changes nothing", async () => {
    const { member, vehicleId } = await memberWithVehicle();
    const created = await share(member.cookie, vehicleId);
    const other = await createMember(app);
    for (const [method, path] of [
      ['GET', `/api/vehicles/${vehicleId}/share-link`],
      ['POST', `/api/vehicles/${vehicleId}/share-link`],
      ['DELETE', `/api/vehicles/${vehicleId}/share-link`],
      ['GET', `/api/vehicles/${vehicleId}/history.pdf`],
    ] as const) {
      const res = await app.request<ErrorBody>(path, { method, cookie: other.cookie });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await open(created.body.token)).status).toBe(200);
  });
});

describe('the history PDF', () => {
  it('downloads a PDF whose text names the vehicle, its VIN, plate, odometer, schedule and history with document names', async () => {
    const { member, vehicleId } = await memberWithVehicle();
    const { res, bytes } = await downloadPdf(member.cookie, vehicleId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="2019-Honda-Civic-service-history.pdf"');
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    for (const expected of ['2019 Honda Civic', `VIN: ${vin}`, 'Plate: ABC123', 'Odometer: 42,000 mi', 'Maintenance Schedule', `${oilChange!.name}`, 'Service History', 'Jan 10, 2026', 'Wiper blades', 'quick-lube-receipt.pdf']) {
      expect(text).toContain(expected);
    }
  });
});
