import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { services } from '../../db/schema/catalogue.ts';
import { odometerReadings, serviceRecords, serviceRecordServices, vehicleServiceIntervals } from '../../db/schema/vehicle-care.ts';
import { createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { maintenanceItems } from './maintenance-due.repository.ts';
import { getVehicleCare } from './vehicle-care.service.ts';

const app = await createTestApp();
const today = '2026-06-15';

// Four seeded services with the kinds of interval the catalogue has: both, months only, miles only, both short.
const catalogue = await app.db.select({ id: services.id }).from(services).orderBy(services.name).limit(4);
const [both, monthsOnly, milesOnly, short] = catalogue.map((s) => s.id) as [string, string, string, string];
await app.db.update(services).set({ intervalMonths: 6, intervalMiles: 5000 }).where(eq(services.id, both));
await app.db.update(services).set({ intervalMonths: 12, intervalMiles: null }).where(eq(services.id, monthsOnly));
await app.db.update(services).set({ intervalMonths: null, intervalMiles: 6000 }).where(eq(services.id, milesOnly));
await app.db.update(services).set({ intervalMonths: 1, intervalMiles: 700 }).where(eq(services.id, short));

interface Setup {
  readings?: [string, number][];
  records?: { date: string; miles: number | null; services: string[] }[];
  overrides?: { serviceId: string; enabled: boolean; months: number | null; miles: number | null }[];
}

async function vehicleWith(member: { id: string; cookie: string }, setup: Setup) {
  const res = await app.request<{ id: string }>('/api/vehicles', { cookie: member.cookie, body: { make: 'Mazda', model: 'CX-5', year: 2018 } });
  const vehicleId = res.body.id;
  for (const [readingDate, miles] of setup.readings ?? []) {
    await app.db.insert(odometerReadings).values({ vehicleId, miles, readingDate, source: 'member' });
  }
  for (const r of setup.records ?? []) {
    const [row] = await app.db
      .insert(serviceRecords)
      .values({ vehicleId, userId: member.id, serviceDate: r.date, odometerMiles: r.miles, description: 'work' })
      .returning({ id: serviceRecords.id });
    if (r.services.length > 0) await app.db.insert(serviceRecordServices).values(r.services.map((serviceId) => ({ recordId: row!.id, serviceId })));
  }
  for (const o of setup.overrides ?? []) {
    await app.db.insert(vehicleServiceIntervals).values({ vehicleId, serviceId: o.serviceId, enabled: o.enabled, intervalMonths: o.months, intervalMiles: o.miles });
  }
  return vehicleId;
}

const setups: [string, Setup][] = [
  ['no reading and nothing done: due from the day it was added', {}],
  ['one reading only: no daily rate', { readings: [['2026-01-01', 30000]] }],
  ['readings without any service done', { readings: [['2025-06-01', 20000], ['2026-05-01', 31000]] }],
  [
    'services done with and without an odometer, interpolated between readings',
    {
      readings: [['2025-01-10', 10000], ['2025-09-20', 16000], ['2026-05-30', 24500]],
      records: [
        { date: '2025-12-01', miles: null, services: [both, milesOnly] },
        { date: '2026-03-03', miles: 21000, services: [monthsOnly] },
        { date: '2024-12-01', miles: null, services: [short] },
      ],
    },
  ],
  [
    'the member’s own intervals and a service turned off',
    {
      readings: [['2025-03-01', 40000], ['2026-06-01', 52000]],
      records: [{ date: '2026-02-01', miles: 49000, services: [both, short] }],
      overrides: [
        { serviceId: both, enabled: true, months: 3, miles: 3000 },
        { serviceId: monthsOnly, enabled: false, months: null, miles: null },
      ],
    },
  ],
  ['readings after today and on the same day', { readings: [['2026-06-10', 5000], ['2026-06-10', 5100], ['2026-08-01', 7000]] }],
];

describe('the due computation in SQL', () => {
  it.each(setups)('agrees with the TypeScript schedule: %s', async (_name, setup) => {
    const member = await createMember(app);
    const vehicleId = await vehicleWith(member, setup);
    const care = await getVehicleCare(app.db, member.id, vehicleId, today);
    const rows = await maintenanceItems(app.db, { today, vehicleIds: [vehicleId] });
    const fromTs = care.schedule
      .filter((item) => item.state !== 'off')
      .map((item) => ({
        serviceId: item.serviceId,
        state: item.state,
        dueDate: item.dueDate,
        dueMiles: item.dueMiles,
        lastDone: item.lastDone,
        estimatedMiles: care.estimatedMiles,
      }))
      .sort((a, b) => a.serviceId.localeCompare(b.serviceId));
    const fromSql = rows
      .map((r) => ({
        serviceId: r.service_id,
        state: r.state,
        dueDate: r.due_date,
        dueMiles: r.due_miles,
        lastDone: r.last_day === null ? null : { date: r.last_day, miles: r.last_miles_done },
        estimatedMiles: r.estimated_miles,
      }))
      .sort((a, b) => a.serviceId.localeCompare(b.serviceId));
    expect(fromTs.length).toBeGreaterThan(0);
    expect(fromSql).toEqual(fromTs);
  });
});
