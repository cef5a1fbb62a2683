import type { AdminAppointmentPage } from '@drivecare/contract/admin-appointments';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, appointmentServices } from '../../db/schema/appointments.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { services, shops } from '../../db/schema/catalogue.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';

const app = await createTestApp();
const admin = await createAdmin(app);
const API = '/api/admin/appointments';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;
const today = todayInZone(app.env.CLUB_TIMEZONE);
const shiftDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function customer(firstName = 'Quinn') {
  const member = await createMember(app, 'export');
  const lastName = `Zed${unique()}`;
  await app.db.update(profiles).set({ firstName, lastName }).where(eq(profiles.userId, member.id));
  const plate = `X${unique()}`.slice(0, 10).toUpperCase();
  const res = await app.request<{ id: string }>('/api/vehicles', { cookie: member.cookie, body: { make: 'Subaru', model: 'Outback', year: 2021, licensePlate: plate } });
  return { ...member, lastName, plate, vehicleId: res.body.id };
}

const [shop] = await app.db.select({ id: shops.id, name: shops.name }).from(shops).limit(1);

/** The export's bytes, its headers and its rows parsed (the header row apart). */
async function exportCsv(query: string, cookie = admin.cookie) {
  const res = await app.app.request(`${API}/export?${query}`, { headers: { Cookie: cookie, Origin: app.env.appUrl } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  const records = res.status === 200 ? (parse(text, { bom: true }) as string[][]) : [];
  return { res, bytes, text, header: records[0], rows: records.slice(1) };
}

describe('appointments CSV export', () => {
  it('streams every row the filters select (all pages, beyond one read batch) in the list order, with ISO dates', async () => {
    const c = await customer();
    // 2,100 completed appointments over past days: more than two of the export's read batches.
    const values = Array.from({ length: 2_100 }, (_, i) => ({
      userId: c.id,
      vehicleId: c.vehicleId,
      shopId: shop!.id,
      appointmentDate: shiftDays(today, -1 - Math.floor(i / 8)),
      appointmentTime: `${String(8 + (i % 8)).padStart(2, '0')}:00`,
      status: 'completed' as const,
    }));
    await app.db.insert(appointments).values(values);
    // One of the customer's appointments the filter leaves out.
    await app.db.insert(appointments).values({ ...values[0]!, status: 'cancelled' });

    const { res, bytes, text, header, rows } = await exportCsv(`tab=completed&q=${c.lastName}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="appointments-${today}.csv"`);
    // A UTF-8 byte-order mark, so spreadsheets read accented names right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith('\uFEFFID,Date,Time,Status,')).toBe(true);
    expect(text).toContain('\r\n');
    expect(header).toEqual(['ID', 'Date', 'Time', 'Status', 'Customer', 'Customer e-mail', 'Shop', 'Vehicle', 'License plate', 'Services', 'Details', 'Booked at']);
    expect(rows).toHaveLength(2_100);
    expect(new Set(rows.map((r) => r[3]))).toEqual(new Set(['completed']));
    expect(rows.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r[1]!) && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(r[11]!))).toBe(true);
    expect(rows[0]).toMatchObject({ 4: `Quinn ${c.lastName}`, 5: c.email, 6: shop!.name, 7: '2021 Subaru Outback' });

    // The same ids, in the same order, as paging through the list.
    const listed: string[] = [];
    for (let page = 1; listed.length < 2_100; page++) {
      const res = await app.request<AdminAppointmentPage>(`${API}?tab=completed&q=${c.lastName}&pageSize=100&page=${page}`, { cookie: admin.cookie });
      listed.push(...res.body.items.map((i) => i.id));
    }
    expect(rows.map((r) => r[0])).toEqual(listed);
  });

  it('respects the date range and the status of the All tab', async () => {
    const c = await customer();
    const day = shiftDays(today, -30);
    const base = { userId: c.id, vehicleId: c.vehicleId, shopId: shop!.id, appointmentTime: '09:00' };
    const [inside, , outside] = await app.db
      .insert(appointments)
      .values([
        { ...base, appointmentDate: day, status: 'no-show' },
        { ...base, appointmentDate: day, status: 'completed' },
        { ...base, appointmentDate: shiftDays(day, -1), status: 'no-show' },
      ])
      .returning({ id: appointments.id });
    const { rows } = await exportCsv(`tab=all&status=no-show&from=${day}&to=${day}&q=${c.lastName}`);
    expect(rows.map((r) => r[0])).toEqual([inside!.id]);
    expect(rows.map((r) => r[0])).not.toContain(outside!.id);
  });

  it('names the services alphabetically, empty when none, alike for every appointment (one pass on PostgreSQL), a tab and a search', async () => {
    const c = await customer();
    const [first, second] = await app.db
      .insert(services)
      .values([{ name: `Zz wash ${unique()}` }, { name: `Aa check ${unique()}` }])
      .returning({ id: services.id, name: services.name });
    const base = { userId: c.id, vehicleId: c.vehicleId, shopId: shop!.id, appointmentDate: shiftDays(today, -5), status: 'completed' as const };
    const [two, none] = await app.db
      .insert(appointments)
      .values([
        { ...base, appointmentTime: '09:00' },
        { ...base, appointmentTime: '10:00' },
      ])
      .returning({ id: appointments.id });
    await app.db.insert(appointmentServices).values([
      { appointmentId: two!.id, serviceId: first!.id },
      { appointmentId: two!.id, serviceId: second!.id },
    ]);
    const servicesOf = (rows: string[][]) => Object.fromEntries(rows.filter((r) => r[0] === two!.id || r[0] === none!.id).map((r) => [r[0], r[9]]));
    const expected = { [two!.id]: `${second!.name}; ${first!.name}`, [none!.id]: '' };
    expect(servicesOf((await exportCsv(`tab=completed&q=${c.lastName}`)).rows)).toEqual(expected);
    expect(servicesOf((await exportCsv('tab=all')).rows)).toEqual(expected);
    expect(servicesOf((await exportCsv('tab=completed')).rows)).toEqual(expected);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const c = await customer('=HYPERLINK("http://evil")');
    await app.db.update(profiles).set({ lastName: `@${c.lastName}` }).where(eq(profiles.userId, c.id));
    const base = { userId: c.id, vehicleId: c.vehicleId, shopId: shop!.id, appointmentDate: shiftDays(today, -3), status: 'completed' as const };
    await app.db.insert(appointments).values([
      { ...base, appointmentTime: '09:00', additionalDetails: '+1+2' },
      { ...base, appointmentTime: '10:00', additionalDetails: '-cmd' },
      { ...base, appointmentTime: '11:00', additionalDetails: 'plain - text' },
    ]);
    const { rows } = await exportCsv(`tab=completed&q=${c.plate}`);
    expect(rows.map((r) => r[10])).toEqual(['plain - text', "'-cmd", "'+1+2"]);
    expect(rows[0]![4]).toBe(`'=HYPERLINK("http://evil") @${c.lastName}`);
  });

  it('writes an audit entry with the admin and the filters, and is for staff only', async () => {
    await exportCsv('tab=cancelled&q=nobody-at-all');
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.id), eq(auditLog.action, 'export'), eq(auditLog.targetId, 'appointments')));
    expect(entries.map((e) => e.after)).toContainEqual({ list: 'appointments', filters: { tab: 'cancelled', q: 'nobody-at-all' } });

    const member = await createMember(app, 'not-staff');
    const refused = await exportCsv('tab=all', member.cookie);
    expect(refused.res.status).toBe(403);
    const invalid = await exportCsv('tab=everything');
    expect(invalid.res.status).toBe(400);
  });

  it('stops reading when the client hangs up: the connection goes back to the pool and no query is left running', async () => {
    const c = await customer();
    // 30,000 rows: far more than the socket buffers hold, so the server is still reading when the client leaves.
    await app.db.execute(sql`insert into appointments (user_id, vehicle_id, shop_id, appointment_date, appointment_time, status)
      select ${c.id}, ${c.vehicleId}::uuid, ${shop!.id}::uuid, current_date - 1000 - (i / 10), lpad((8 + i % 10)::text, 2, '0') || ':00', 'completed'
      from generate_series(0, 29999) i`);
    const server = serve({ fetch: app.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const hangUp = new AbortController();
      const res = await fetch(`http://127.0.0.1:${port}${API}/export?tab=completed&q=${c.lastName}`, {
        headers: { Cookie: admin.cookie },
        signal: hangUp.signal,
      });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toContain('ID,Date,Time');
      hangUp.abort();
      await reader.cancel().catch(() => {});

      // The server still answers, and on PostgreSQL the export's connection is idle and back in the pool.
      const pool = app.database.pool;
      await expect
        .poll(
          async () => {
            if (!pool) return 'idle';
            const { rows } = await pool.query<{ n: number }>(
              `select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
            );
            return rows[0]!.n === 0 && pool.idleCount === pool.totalCount ? 'idle' : 'busy';
          },
          { timeout: 10_000 },
        )
        .toBe('idle');
      expect((await app.request(`${API}?tab=completed&q=${c.lastName}`, { cookie: admin.cookie })).status).toBe(200);
    } finally {
      server.close();
    }
  }, 90_000);
});
