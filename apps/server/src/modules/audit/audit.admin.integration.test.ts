import type { AuditFilters, AuditLogPage } from '@drivecare/contract/audit';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { todayInZone, zonedTimeToUtc } from '../../lib/club-time.ts';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';

const app = await createTestApp();
type Admin = Awaited<ReturnType<typeof createAdmin>>;
let first: Admin;
let second: Admin;
let shopId: string;

const page = async (query: string, cookie = first.cookie) => {
  const res = await app.request<AuditLogPage>(`/api/admin/audit${query}`, { cookie });
  expect(res.status).toBe(200);
  return res.body;
};

beforeAll(async () => {
  first = await createAdmin(app);
  second = await createAdmin(app);
  const shop = await app.request<{ id: string }>('/api/admin/shops', {
    cookie: first.cookie,
    body: { name: 'Audited Garage', address: '1 Log Lane', city: 'Testville', state: 'IL', zipCode: '60601', slotCapacity: 2 },
  });
  shopId = shop.body.id;
  // Two admin actions through the API: a member edited by the first admin, a closure added by the second.
  const member = await createMember(app, 'audited');
  await app.request(`/api/admin/users/${member.id}`, {
    method: 'PATCH',
    cookie: first.cookie,
    body: { firstName: 'Renamed', lastName: 'Member', email: member.email },
  });
  const date = todayInZone(app.env.CLUB_TIMEZONE);
  await app.request('/api/admin/closures', {
    cookie: second.cookie,
    body: { shopId, reason: 'Audit day', startDate: date, endDate: date, startTime: '06:00', endTime: '07:00' },
  });
});

describe('the audit log', () => {
  it('names who did what to what: the member by name, the shop by name', async () => {
    const { data } = await page('');
    const edit = data.find((e) => e.action === 'edit' && e.targetName === 'Renamed Member');
    expect(edit?.actor?.email).toBe(first.email);
    expect(edit?.targetType).toBe('person');
    const closure = data.find((e) => e.action === 'closure_add');
    expect(closure).toMatchObject({ targetType: 'shop', targetName: 'Audited Garage', actor: { email: second.email } });
    expect(closure?.after).toMatchObject({ reason: 'Audit day' });
    const created = data.find((e) => e.action === 'create' && e.targetType === 'shop');
    expect(created).toMatchObject({ targetName: 'Audited Garage', actor: { email: first.email }, before: null });
  });

  it('names announcements and services by their titles, through create, deactivate and delete', async () => {
    const created = await app.request<{ id: string }>('/api/admin/announcements', {
      cookie: first.cookie,
      body: { title: 'Audited notice', content: 'Hello', isActive: false },
    });
    await app.request(`/api/admin/announcements/${created.body.id}`, { method: 'DELETE', cookie: second.cookie });
    const service = await app.request<{ id: string }>('/api/admin/services', { cookie: first.cookie, body: { name: 'Audited wash', description: '' } });
    await app.request(`/api/admin/services/${service.body.id}/status`, { method: 'PATCH', cookie: first.cookie, body: { isActive: false } });
    const { data } = await page('?pageSize=100');
    const about = (name: string) => data.filter((e) => e.targetName === name).map((e) => [e.action, e.actor?.id]);
    expect(about('Audited notice')).toEqual([['delete', second.id], ['create', first.id]]);
    expect(about('Audited wash')).toEqual([['deactivate', first.id], ['create', first.id]]);
  });

  it('filters by admin and by action', async () => {
    const byFirst = await page(`?actorId=${first.id}`);
    expect(byFirst.data.length).toBeGreaterThan(0);
    expect(byFirst.data.every((e) => e.actor?.id === first.id)).toBe(true);
    const closures = await page('?action=closure_add');
    expect(closures.totalCount).toBe(1);
    expect(closures.data.map((e) => e.actor?.id)).toEqual([second.id]);
    const filters = await app.request<AuditFilters>('/api/admin/audit/filters', { cookie: first.cookie });
    expect(filters.body.actions).toEqual(expect.arrayContaining(['closure_add', 'create', 'edit']));
    expect(filters.body.actors.map((a) => a.id)).toEqual(expect.arrayContaining([first.id, second.id]));
  });

  it("filters by the club's days", async () => {
    const tz = app.env.CLUB_TIMEZONE;
    const [old] = await app.db
      .insert(auditLog)
      .values({ actorId: first.id, targetType: 'shop', targetId: shopId, targetName: 'Audited Garage', action: 'edit', createdAt: zonedTimeToUtc('2030-01-15', '23:30', tz) })
      .returning({ id: auditLog.id });
    const thatDay = await page('?from=2030-01-15&to=2030-01-15');
    expect(thatDay.data.map((e) => e.id)).toEqual([old!.id]);
    expect((await page('?from=2030-01-16')).data.map((e) => e.id)).not.toContain(old!.id);
    expect((await page('?to=2030-01-14')).data.map((e) => e.id)).not.toContain(old!.id);
    await app.db.delete(auditLog).where(eq(auditLog.id, old!.id));
  });

  it('pages on the server, newest first, without repeating or skipping an entry', async () => {
    const whole = await page('?pageSize=100');
    expect(whole.totalCount).toBeGreaterThanOrEqual(3);
    const pages = [];
    for (let n = 1; n <= whole.totalCount; n++) pages.push(...(await page(`?pageSize=1&page=${n}`)).data);
    expect(pages.map((e) => e.id)).toEqual(whole.data.map((e) => e.id));
    const times = whole.data.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await page(`?pageSize=1&page=${whole.totalCount + 1}`)).data).toEqual([]);
  });

  it('refuses bad filters with 400 and members with 403', async () => {
    expect((await app.request('/api/admin/audit?from=2030-02-30', { cookie: first.cookie })).status).toBe(400);
    expect((await app.request('/api/admin/audit?from=2030-02-02&to=2030-02-01', { cookie: first.cookie })).status).toBe(400);
    expect((await app.request('/api/admin/audit?action=DROP%20TABLE', { cookie: first.cookie })).status).toBe(400);
    expect((await app.request('/api/admin/audit?pageSize=1000', { cookie: first.cookie })).status).toBe(400);
    const member = await createMember(app, 'nosy');
    expect((await app.request('/api/admin/audit', { cookie: member.cookie })).status).toBe(403);
  });
});
