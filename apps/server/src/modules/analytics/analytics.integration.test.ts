import type { Analytics } from '@drivecare/contract/analytics';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments.ts';
import { services, shops } from '../../db/schema/catalogue.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { odometerReadings } from '../../db/schema/vehicle-care.ts';
import { vehicles } from '../../db/schema/vehicles.ts';
import { createMember } from '../../testing/accounts.ts';
import { insertCreditNote, insertInvoice } from '../../testing/invoice-rows.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { addMonths } from '../vehicles/maintenance-schedule.ts';

const app = await createTestApp();
const zone = app.env.CLUB_TIMEZONE;
const DAY = 86_400_000;

// The club's calendar, read with Intl (not the server's helpers): the expectations are recounted independently.
const parts = (at: Date) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at).map((x) => [x.type, x.value]),
  );
  return { year: Number(p.year), month: `${p.year}-${p.month}`, day: `${p.year}-${p.month}-${p.day}` };
};
const now = new Date();
const today = parts(now).day;
const ago = (days: number) => new Date(now.getTime() - days * DAY);
const dayAgo = (days: number) => parts(ago(days)).day;

const makePremium = (userId: string) => app.db.update(profiles).set({ membershipLevel: 'premium' }).where(eq(profiles.userId, userId));
const addVehicle = async (cookie: string, model: string) =>
  (await app.request<{ id: string }>('/api/vehicles', { cookie, body: { make: 'Honda', model, year: 2020 } })).body.id;

interface Money {
  at: Date;
  vehicleId: string | null;
  cents: number;
}

let oil: { id: string; name: string };
let brakes: { id: string; name: string };
let shopId: string;

beforeAll(async () => {
  // Only this file's services are scheduled: the seeded catalogue is switched off.
  await app.db.update(services).set({ isActive: false });
  [oil] = (await app.db.insert(services).values({ name: 'Analytics Oil', priceCents: 4999, intervalMonths: 6 }).returning({ id: services.id, name: services.name })) as [typeof oil];
  [brakes] = (await app.db.insert(services).values({ name: 'Analytics Brakes', priceCents: 15000 }).returning({ id: services.id, name: services.name })) as [typeof brakes];
  const day = { open: '08:00', close: '18:00', enabled: true };
  const [shop] = await app.db
    .insert(shops)
    .values({ name: 'Analytics Auto', address: '1 Main', city: 'Boston', state: 'MA', zipCode: '02110', schedule: { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day } })
    .returning({ id: shops.id });
  shopId = shop!.id;
});

describe('GET /api/analytics', () => {
  it("gives a Premium member figures equal to a recount of their own rows, and nothing of another member's", async () => {
    const member = await createMember(app);
    const other = await createMember(app, 'other');
    await makePremium(member.id);
    await makePremium(other.id);
    const civic = await addVehicle(member.cookie, 'Civic');
    const accord = await addVehicle(member.cookie, 'Accord');
    const othersCar = await addVehicle(other.cookie, 'Fit');
    // The Civic has driven 12,000 miles between its first and last readings; the Accord has no reading.
    await app.db.insert(odometerReadings).values([
      { vehicleId: civic, miles: 10_000, readingDate: dayAgo(400), source: 'member' },
      { vehicleId: civic, miles: 15_500, readingDate: dayAgo(200), source: 'member' },
      { vehicleId: civic, miles: 22_000, readingDate: dayAgo(10), source: 'member' },
      { vehicleId: othersCar, miles: 1_000, readingDate: dayAgo(100), source: 'member' },
      { vehicleId: othersCar, miles: 9_000, readingDate: dayAgo(5), source: 'member' },
    ]);

    const plan: { days: number; vehicleId: string | null; lines: { serviceId: string | null; description: string; quantity?: number; unitPriceCents: number }[]; tax: number; credit?: { cents: number; days: number } }[] = [
      { days: 0, vehicleId: civic, lines: [{ serviceId: oil.id, description: 'Analytics Oil', unitPriceCents: 4999 }], tax: 300 },
      { days: 20, vehicleId: accord, lines: [{ serviceId: brakes.id, description: 'Analytics Brakes', unitPriceCents: 15000 }, { serviceId: null, description: 'Wiper blades', quantity: 2, unitPriceCents: 1250 }], tax: 1100, credit: { cents: 2500, days: 15 } },
      { days: 45, vehicleId: civic, lines: [{ serviceId: oil.id, description: 'Analytics Oil', unitPriceCents: 4999 }], tax: 0 },
      { days: 130, vehicleId: accord, lines: [{ serviceId: oil.id, description: 'Analytics Oil', unitPriceCents: 4999 }], tax: 250, credit: { cents: 1000, days: 2 } },
      { days: 250, vehicleId: civic, lines: [{ serviceId: brakes.id, description: 'Analytics Brakes', unitPriceCents: 15000 }], tax: 900 },
      // Its vehicle now belongs to the other member (a handed-over car): counted, never named.
      { days: 60, vehicleId: othersCar, lines: [{ serviceId: null, description: 'Inspection', unitPriceCents: 3000 }], tax: 0 },
      { days: 90, vehicleId: null, lines: [{ serviceId: oil.id, description: 'Analytics Oil', unitPriceCents: 4999 }], tax: 0 },
      // Older than the 12 months shown and than this year: only in the all-time figures.
      { days: 420, vehicleId: civic, lines: [{ serviceId: brakes.id, description: 'Analytics Brakes', unitPriceCents: 15000 }], tax: 0, credit: { cents: 500, days: 410 } },
    ];
    const money: Money[] = [];
    const lines: { name: string; cents: number }[] = [];
    for (const p of plan) {
      const invoice = await insertInvoice(app, { userId: member.id, vehicleId: p.vehicleId, issuedAt: ago(p.days), lines: p.lines, taxCents: p.tax });
      const own = p.vehicleId === civic || p.vehicleId === accord ? p.vehicleId : null;
      money.push({ at: ago(p.days), vehicleId: own, cents: invoice.totalCents });
      for (const l of p.lines) lines.push({ name: l.description, cents: (l.quantity ?? 1) * l.unitPriceCents });
      if (p.credit) {
        await insertCreditNote(app, { invoiceId: invoice.id, amountCents: p.credit.cents, issuedAt: ago(p.credit.days) });
        money.push({ at: ago(p.credit.days), vehicleId: own, cents: -p.credit.cents });
      }
    }
    // The other member's own invoice and completed visit are theirs alone.
    const theirs = await insertInvoice(app, { userId: other.id, vehicleId: othersCar, issuedAt: ago(1), lines: [{ serviceId: oil.id, description: 'Analytics Oil', unitPriceCents: 9999 }] });
    await insertCreditNote(app, { invoiceId: theirs.id, amountCents: 100, issuedAt: ago(1) });

    const visitDays = [0, 30, 200, 380];
    await app.db.insert(appointments).values([
      ...visitDays.map((d) => ({ userId: member.id, shopId, vehicleId: civic, appointmentDate: dayAgo(d), appointmentTime: '09:00', status: 'completed' as const })),
      { userId: member.id, shopId, vehicleId: civic, appointmentDate: dayAgo(3), appointmentTime: '10:00', status: 'cancelled' as const },
      { userId: other.id, shopId, vehicleId: othersCar, appointmentDate: today, appointmentTime: '11:00', status: 'completed' as const },
    ]);

    const res = await app.request<Analytics>('/api/analytics', { cookie: member.cookie });
    expect(res.status).toBe(200);
    const { basic, advanced } = res.body;
    const year = parts(now).year;
    const sum = (xs: Money[]) => xs.reduce((s, x) => s + x.cents, 0);

    expect(res.body.membershipLevel).toBe('premium');
    expect(basic).toEqual({
      year,
      visitsThisYear: visitDays.filter((d) => Number(dayAgo(d).slice(0, 4)) === year).length,
      spentThisYearCents: sum(money.filter((m) => parts(m.at).year === year)),
      vehicles: 2,
      // The oil change counts from the Civic's first reading 400 days ago: overdue. The Accord's is 6 months out.
      itemsDue: 1,
    });
    expect(advanced).not.toBeNull();
    if (!advanced) return;

    const months = Array.from({ length: 12 }, (_, i) => addMonths(`${parts(now).month}-01`, i - 11).slice(0, 7));
    expect(advanced.months).toEqual(months);
    const label = (id: string | null) => (id === civic ? '2020 Honda Civic' : id === accord ? '2020 Honda Accord' : 'Former vehicles');
    expect(advanced.vehicles).toEqual([
      { id: civic, label: '2020 Honda Civic' },
      { id: accord, label: '2020 Honda Accord' },
      { id: null, label: 'Former vehicles' },
    ]);

    const perMonth = new Map<string, number>();
    for (const m of money.filter((x) => months.includes(parts(x.at).month))) {
      const key = `${parts(m.at).month}|${m.vehicleId}`;
      perMonth.set(key, (perMonth.get(key) ?? 0) + m.cents);
    }
    const gotMonths = new Map(advanced.spendingByMonth.map((s) => [`${s.month}|${s.vehicleId}`, s.cents]));
    expect(gotMonths).toEqual(perMonth);

    const allTime = (id: string | null) => sum(money.filter((m) => m.vehicleId === id));
    expect(advanced.spendingByVehicle).toEqual([civic, accord, null].map((id) => ({ id, label: label(id), cents: allTime(id) })));
    expect(advanced.costPerMile).toEqual([
      { vehicleId: civic, label: '2020 Honda Civic', cents: allTime(civic), miles: 12_000, centsPerMile: allTime(civic) / 12_000 },
      { vehicleId: accord, label: '2020 Honda Accord', cents: allTime(accord), miles: 0, centsPerMile: null },
    ]);

    const kinds = new Map<string, { count: number; cents: number }>();
    for (const l of lines) {
      const k = kinds.get(l.name) ?? { count: 0, cents: 0 };
      kinds.set(l.name, { count: k.count + 1, cents: k.cents + l.cents });
    }
    expect(new Map(advanced.servicesByKind.map((k) => [k.name, { count: k.count, cents: k.cents }]))).toEqual(kinds);
    expect(advanced.servicesByKind.map((k) => k.count)).toEqual([...advanced.servicesByKind.map((k) => k.count)].sort((a, b) => b - a));

    // The forecast: the Civic's overdue oil change now and 6 months on; the Accord's 6 months after it was added.
    const [accordRow] = await app.db.select({ createdAt: vehicles.createdAt }).from(vehicles).where(eq(vehicles.id, accord));
    const accordDue = addMonths(accordRow!.createdAt.toISOString().slice(0, 10), 6);
    const end = addMonths(`${parts(now).month}-01`, 12);
    const expected = [
      { vehicleId: civic, dueDate: today },
      { vehicleId: civic, dueDate: addMonths(today, 6) },
      { vehicleId: accord, dueDate: accordDue },
    ].filter((x) => x.dueDate < end);
    expect(advanced.forecast.items.map((i) => ({ vehicleId: i.vehicleId, dueDate: i.dueDate, serviceName: i.serviceName, priceCents: i.priceCents })).sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.vehicleId.localeCompare(b.vehicleId))).toEqual(
      expected.map((x) => ({ ...x, serviceName: 'Analytics Oil', priceCents: 4999 })).sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.vehicleId.localeCompare(b.vehicleId)),
    );
    expect(advanced.forecast.estimatedCents).toBe(expected.length * 4999);
    expect(advanced.forecast.months.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => addMonths(`${parts(now).month}-01`, i).slice(0, 7)));
    for (const m of advanced.forecast.months) {
      const n = expected.filter((x) => x.dueDate.startsWith(m.month)).length;
      expect(m).toEqual({ month: m.month, items: n, estimatedCents: n * 4999 });
    }

    // The other member sees their own invoice only, and not the first member's invoice on the car now theirs.
    const theirView = await app.request<Analytics>('/api/analytics', { cookie: other.cookie });
    expect(theirView.body.basic.spentThisYearCents).toBe(parts(ago(1)).year === year ? 9999 - 100 : 0);
    expect(theirView.body.advanced?.spendingByVehicle).toEqual([{ id: othersCar, label: '2020 Honda Fit', cents: 9899 }]);
    expect(theirView.body.advanced?.servicesByKind).toEqual([{ name: 'Analytics Oil', count: 1, cents: 9999 }]);
    expect(theirView.body.advanced?.costPerMile).toEqual([{ vehicleId: othersCar, label: '2020 Honda Fit', cents: 9899, miles: 8000, centsPerMile: 9899 / 8000 }]);

    // 'Export CSV': the member's own invoices, one row each, newest first.
    const csv = await app.request<string>('/api/analytics/export', { cookie: member.cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="service-history-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows[0]).toBe('Date,Invoice,Vehicle,Services,Total (USD),Credited (USD),Net (USD)');
    expect(rows).toHaveLength(plan.length + 1);
    expect(rows[1]).toMatch(new RegExp(`^${today},INV-\\d{4}-T\\d+,2020 Honda Civic,Analytics Oil,52\\.99,0\\.00,52\\.99$`));
    expect(rows.some((r) => r.includes('Wiper blades') && r.endsWith(',186.00,25.00,161.00') && r.includes('2020 Honda Accord'))).toBe(true);
    expect(rows.filter((r) => r.includes('Former vehicles'))).toHaveLength(2);
    expect(csv.body).not.toContain('99.99');
  });

  it('gives a Basic member the Basic figures only and refuses them the export', async () => {
    const member = await createMember(app);
    const car = await addVehicle(member.cookie, 'Jazz');
    const invoice = await insertInvoice(app, { userId: member.id, vehicleId: car, issuedAt: now, lines: [{ serviceId: brakes.id, description: 'Analytics Brakes', unitPriceCents: 15000 }], taxCents: 1000 });
    await insertCreditNote(app, { invoiceId: invoice.id, amountCents: 4000, issuedAt: now });
    await app.db.insert(appointments).values({ userId: member.id, shopId, vehicleId: car, appointmentDate: today, appointmentTime: '12:00', status: 'completed' });

    const res = await app.request<Analytics>('/api/analytics', { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      membershipLevel: 'basic',
      basic: { year: parts(now).year, visitsThisYear: 1, spentThisYearCents: 16000 - 4000, vehicles: 1, itemsDue: 0 },
      advanced: null,
    });
    const csv = await app.request<{ error: { code: string; message: string } }>('/api/analytics/export', { cookie: member.cookie });
    expect(csv.status).toBe(403);
    expect(csv.body.error).toEqual({ code: 'FORBIDDEN', message: 'Advanced analytics are part of Premium' });
  });

  it('is all zeros for a new Premium member and refuses a signed-out caller', async () => {
    const member = await createMember(app);
    await makePremium(member.id);
    const res = await app.request<Analytics>('/api/analytics', { cookie: member.cookie });
    expect(res.body.basic).toEqual({ year: parts(now).year, visitsThisYear: 0, spentThisYearCents: 0, vehicles: 0, itemsDue: 0 });
    expect(res.body.advanced).toMatchObject({ vehicles: [], spendingByMonth: [], spendingByVehicle: [], costPerMile: [], servicesByKind: [], forecast: { items: [], estimatedCents: 0 } });
    expect((await app.request('/api/analytics')).status).toBe(401);
    expect((await app.request('/api/analytics/export')).status).toBe(401);
  });
});
