import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';

const app = await createTestApp({ seed: false });
const admin = await createAdmin(app);

async function exportCsv(path: string) {
  const res = await app.app.request(path, { headers: { Cookie: admin.cookie, Origin: app.env.appUrl } });
  const records = parse(await res.text(), { bom: true }) as string[][];
  return { res, header: records[0], rows: records.slice(1) };
}

describe('users and garage CSV exports', () => {
  it('exports the users the list selects (search, status, admins left out), neutralised, ISO, and audited', async () => {
    const a = await createMember(app, 'csvuser');
    const b = await createMember(app, 'csvuser');
    const other = await createMember(app, 'someoneelse');
    await app.db.update(profiles).set({ firstName: '=SUM(A1:A2)', lastName: 'Doe', phoneNumber: '+1 555 0100' }).where(eq(profiles.userId, a.id));
    await app.request(`/api/admin/users/${b.id}/status`, { cookie: admin.cookie, body: { action: 'deactivate' } });

    const active = await exportCsv('/api/admin/users/export?q=csvuser&status=active');
    expect(active.res.headers.get('content-disposition')).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(active.header).toEqual(['ID', 'E-mail', 'First name', 'Last name', 'Phone', 'Address', 'City', 'State', 'ZIP code', 'Role', 'Membership', 'Membership expires', 'Status', 'Joined at']);
    expect(active.rows.map((r) => r[0])).toEqual([a.id]);
    expect(active.rows[0]).toMatchObject({ 1: a.email, 2: "'=SUM(A1:A2)", 3: 'Doe', 4: "'+1 555 0100", 9: 'user', 10: 'basic', 12: 'active' });
    expect(active.rows[0]![13]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const all = await exportCsv('/api/admin/users/export?q=csvuser&status=all');
    // Newest first, as the list shows them.
    expect(all.rows.map((r) => r[0])).toEqual([b.id, a.id]);
    expect(all.rows.map((r) => r[0])).not.toContain(other.id);
    const list = await app.request<{ data: { id: string }[] }>('/api/admin/users?q=csvuser&status=all', { cookie: admin.cookie });
    expect(list.body.data.map((u) => u.id)).toEqual(all.rows.map((r) => r[0]));

    const everyone = await exportCsv('/api/admin/users/export?status=all');
    expect(everyone.rows.map((r) => r[0])).not.toContain(admin.id);
    const withAdmins = await exportCsv('/api/admin/users/export?status=all&includeAdmins=true');
    expect(withAdmins.rows.map((r) => r[0])).toContain(admin.id);

    const entries = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'export'), eq(auditLog.targetId, 'users')));
    expect(entries).toHaveLength(4);
    expect(entries.map((e) => e.actorId)).toEqual(Array(4).fill(admin.id));
    expect(entries.map((e) => e.after)).toContainEqual({ list: 'users', filters: { q: 'csvuser', status: 'active', includeAdmins: false } });
  });

  it('exports the garage list with its make, year and search filters', async () => {
    const owner = await createMember(app, 'garagecsv');
    const add = (make: string, year: number, licensePlate: string) =>
      app.request<{ id: string }>('/api/admin/garage/vehicles', { cookie: admin.cookie, body: { userId: owner.id, make, model: 'Model', year, licensePlate } });
    const first = await add('Volvo', 2019, '@PLATE1');
    const second = await add('Volvo', 2019, 'PLATE2');
    await add('Volvo', 2020, 'PLATE3');
    await add('Saab', 2019, 'PLATE4');

    const { res, header, rows } = await exportCsv(`/api/admin/garage/vehicles/export?make=volvo&year=2019&q=${owner.email}`);
    expect(res.status).toBe(200);
    expect(header).toEqual(['ID', 'Year', 'Make', 'Model', 'Color', 'License plate', 'Garage', 'Owner', 'Owner e-mail', 'Added at']);
    expect(rows.map((r) => r[0])).toEqual([second.body.id, first.body.id]);
    expect(rows[1]).toMatchObject({ 1: '2019', 2: 'Volvo', 5: "'@PLATE1", 8: owner.email });
    expect(rows[1]![9]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const [entry] = await app.db.select().from(auditLog).where(and(eq(auditLog.action, 'export'), eq(auditLog.targetId, 'vehicles')));
    expect(entry).toMatchObject({ actorId: admin.id, after: { list: 'vehicles', filters: { make: 'volvo', year: 2019, q: owner.email } } });
  });
});
