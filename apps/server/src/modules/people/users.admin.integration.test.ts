import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, UserListResponse } from '@drivecare/contract/users';
import { auditLog } from '../../db/schema/audit.ts';
import { user } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { createAdmin, createMember, signIn, uniqueEmail } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';

const app = await createTestApp();
let admin: Awaited<ReturnType<typeof createAdmin>>;
let member: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  admin = await createAdmin(app);
  member = await createMember(app);
});

const asAdmin = <T = unknown>(path: string, init: { method?: string; body?: unknown } = {}) =>
  app.request<T>(path, { ...init, cookie: admin.cookie });

const newUser = (over: Record<string, unknown> = {}) => ({
  firstName: 'Casey',
  lastName: 'Driver',
  email: uniqueEmail('casey'),
  password: 'secret123',
  phoneNumber: '555-0100',
  city: 'Springfield',
  state: 'il',
  ...over,
});

describe('admin user routes', () => {
  it.each([
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users'],
    ['PATCH', '/api/admin/users/x'],
    ['POST', '/api/admin/users/x/status'],
    ['DELETE', '/api/admin/users/x'],
    ['GET', '/api/admin/users/x/history'],
    ['GET', '/api/admin/admins'],
    ['POST', '/api/admin/admins'],
    ['POST', '/api/admin/admins/x/role'],
  ])('%s %s refuses a visitor (401) and a member (403)', async (method, path) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    expect((await app.request(path, { method, body })).status).toBe(401);
    expect((await app.request(path, { method, body, cookie: member.cookie })).status).toBe(403);
  });

  it('creates a verified account that can sign in at once, and records it in the audit log', async () => {
    const input = newUser();
    const res = await asAdmin<AdminUser>('/api/admin/users', { body: input });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: input.email, firstName: 'Casey', state: 'IL', role: 'user', isActive: true });
    await signIn(app, input.email, input.password);
    const rows = await app.db.select().from(auditLog).where(eq(auditLog.targetId, res.body.id));
    expect(rows.map((r) => [r.action, r.actorId])).toEqual([['create', admin.id]]);
  });

  it('requires a password on create and names the field', async () => {
    const res = await asAdmin<{ error: { fields: Record<string, string> } }>('/api/admin/users', { body: newUser({ password: '' }) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.password).toBe('Password is required for new users');
  });

  it('refuses a second account with the same e-mail (409)', async () => {
    const input = newUser();
    await asAdmin('/api/admin/users', { body: input });
    expect((await asAdmin('/api/admin/users', { body: { ...input, email: input.email.toUpperCase() } })).status).toBe(409);
  });

  it('searches by e-mail, name and phone, filters by status and pages on the server', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    for (let i = 0; i < 5; i++) {
      await asAdmin('/api/admin/users', { body: newUser({ email: `${tag}.${i}@example.com`, firstName: `Name${tag}`, phoneNumber: `777${i}` }) });
    }
    const byEmail = await asAdmin<UserListResponse>(`/api/admin/users?q=${tag}&pageSize=2&page=2`);
    expect(byEmail.body.totalCount).toBe(5);
    expect(byEmail.body.data).toHaveLength(2);
    expect(byEmail.body.summary).toEqual({ total: 5, active: 5, inactive: 0 });
    const whole = await asAdmin<UserListResponse>(`/api/admin/users?q=${tag}&pageSize=10`);
    expect(byEmail.body.data.map((u) => u.id)).toEqual(whole.body.data.slice(2, 4).map((u) => u.id));
    const byName = await asAdmin<UserListResponse>(`/api/admin/users?q=NAME${tag}`);
    expect(byName.body.totalCount).toBe(5);
    const byPhone = await asAdmin<UserListResponse>('/api/admin/users?q=7773');
    expect(byPhone.body.data.map((u) => u.email)).toEqual([`${tag}.3@example.com`]);
    const someone = byName.body.data[0]!;
    await asAdmin(`/api/admin/users/${someone.id}/status`, { body: { action: 'deactivate' } });
    const inactive = await asAdmin<UserListResponse>(`/api/admin/users?q=${tag}&status=inactive`);
    expect(inactive.body.data.map((u) => u.id)).toEqual([someone.id]);
    expect(inactive.body.summary).toEqual({ total: 5, active: 4, inactive: 1 });
    expect((await asAdmin<UserListResponse>(`/api/admin/users?q=${tag}&status=all`)).body.totalCount).toBe(5);
  });

  it('keeps the unfiltered figures exact through every change, a ban that runs out included', async () => {
    const figures = async (includeAdmins = false) =>
      (await asAdmin<UserListResponse>(`/api/admin/users?status=all${includeAdmins ? '&includeAdmins=true' : ''}`)).body.summary;
    // The old definition, counted row by row.
    const recount = async () => {
      const [row] = await app.db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${profiles.isActive} and not (coalesce(${user.banned}, false) and (${user.banExpires} is null or ${user.banExpires} > now())))`.mapWith(Number),
        })
        .from(user)
        .innerJoin(profiles, eq(profiles.userId, user.id))
        .where(and(isNull(profiles.deletedAt), eq(user.role, 'user')));
      return { total: row!.total, active: row!.active, inactive: row!.total - row!.active };
    };
    const start = await figures();
    expect(start).toEqual(await recount());
    const withAdmins = await figures(true);
    const step = async (change: () => Promise<unknown>, delta: { total: number; active: number }) => {
      const before = await figures();
      await change();
      const after = await figures();
      expect({ total: after.total - before.total, active: after.active - before.active }).toEqual(delta);
      expect(after.inactive).toBe(after.total - after.active);
    };

    const created = (await asAdmin<AdminUser>('/api/admin/users', { body: newUser() })).body;
    expect(await figures()).toEqual({ total: start.total + 1, active: start.active + 1, inactive: start.inactive });
    const status = (body: Record<string, unknown>) => () => asAdmin(`/api/admin/users/${created.id}/status`, { body });
    await step(status({ action: 'deactivate' }), { total: 0, active: -1 });
    await step(status({ action: 'activate' }), { total: 0, active: 1 });
    await step(() => asAdmin(`/api/admin/users/${created.id}`, { method: 'PATCH', body: { firstName: 'Renamed' } }), { total: 0, active: 0 });
    await step(status({ action: 'ban', reason: 'Abuse', until: '2099-01-01' }), { total: 0, active: -1 });
    // Time passes: the ban's end date is now behind us, and nothing wrote to the counters.
    await step(() => app.db.update(user).set({ banExpires: new Date(Date.now() - 60_000) }).where(eq(user.id, created.id)), { total: 0, active: 1 });
    await step(status({ action: 'unban' }), { total: 0, active: 0 });
    await step(() => asAdmin(`/api/admin/admins/${created.id}/role`, { body: { role: 'admin' } }), { total: -1, active: -1 });
    expect(await figures(true)).toEqual({ total: withAdmins.total + 1, active: withAdmins.active + 1, inactive: withAdmins.inactive });
    await asAdmin(`/api/admin/users/${created.id}`, { method: 'DELETE' });
    expect(await figures(true)).toEqual(withAdmins);
    expect(await figures()).toEqual(await recount());
  });

  it('lists admins only when asked to include them', async () => {
    const without = await asAdmin<UserListResponse>(`/api/admin/users?q=${encodeURIComponent(admin.email)}`);
    expect(without.body.totalCount).toBe(0);
    const withAdmins = await asAdmin<UserListResponse>(`/api/admin/users?q=${encodeURIComponent(admin.email)}&includeAdmins=true`);
    expect(withAdmins.body.data[0]).toMatchObject({ id: admin.id, role: 'admin' });
  });

  it('a ban ends the member’s sessions at once, blocks sign-in, and unban restores it', async () => {
    const target = await createMember(app, 'banned');
    expect((await app.request('/api/profile', { cookie: target.cookie })).status).toBe(200);
    const res = await asAdmin<AdminUser>(`/api/admin/users/${target.id}/status`, { body: { action: 'ban', reason: 'Abuse', until: '2099-01-01' } });
    expect(res.body).toMatchObject({ banned: true, isActive: false, bannedUntil: expect.stringMatching(/^2099-01-01/) });
    expect((await app.request('/api/profile', { cookie: target.cookie })).status).toBe(401);
    expect((await app.request('/api/auth/sign-in/email', { body: { email: target.email, password: target.password } })).status).not.toBe(200);
    await asAdmin(`/api/admin/users/${target.id}/status`, { body: { action: 'unban' } });
    await signIn(app, target.email, target.password);
  });

  it('deactivation ends sessions and sign-in answers like a wrong password; activation restores it', async () => {
    const target = await createMember(app, 'deact');
    await asAdmin(`/api/admin/users/${target.id}/status`, { body: { action: 'deactivate' } });
    expect((await app.request('/api/profile', { cookie: target.cookie })).status).toBe(401);
    const refused = await app.request<{ code: string; message: string }>('/api/auth/sign-in/email', { body: { email: target.email, password: target.password } });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Invalid email or password');
    const list = await asAdmin<UserListResponse>(`/api/admin/users?q=${encodeURIComponent(target.email)}&status=inactive`);
    expect(list.body.data[0]?.deactivatedAt).toBeTruthy();
    await asAdmin(`/api/admin/users/${target.id}/status`, { body: { action: 'activate' } });
    await signIn(app, target.email, target.password);
  });

  it('soft-deletes: the person disappears from the list, cannot sign in, and the row stays', async () => {
    const target = await createMember(app, 'deleted');
    const res = await asAdmin<{ role: string }>(`/api/admin/users/${target.id}`, { method: 'DELETE' });
    expect(res.body.role).toBe('user');
    expect((await app.request('/api/profile', { cookie: target.cookie })).status).toBe(401);
    expect((await app.request('/api/auth/sign-in/email', { body: { email: target.email, password: target.password } })).status).toBe(401);
    expect((await asAdmin<UserListResponse>(`/api/admin/users?q=${encodeURIComponent(target.email)}&status=all`)).body.totalCount).toBe(0);
    expect((await asAdmin(`/api/admin/users/${target.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('edits a person’s details and writes before/after to the audit log', async () => {
    const created = await asAdmin<AdminUser>('/api/admin/users', { body: newUser() });
    const res = await asAdmin<AdminUser>(`/api/admin/users/${created.body.id}`, {
      method: 'PATCH',
      body: { ...newUser({ email: created.body.email, firstName: 'Jamie' }), password: '' },
    });
    expect(res.body.firstName).toBe('Jamie');
    const history = await asAdmin<{ action: string; actorEmail: string }[]>(`/api/admin/users/${created.body.id}/history`);
    expect(history.body.map((h) => h.action)).toEqual(['edit', 'create']);
    expect(history.body[0]?.actorEmail).toBe(admin.email);
    const [row] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'edit'));
    expect(row?.before).toMatchObject({ firstName: 'Casey' });
    expect(row?.after).toMatchObject({ firstName: 'Jamie' });
  });

  it('keeps the contact fields an edit leaves out, and clears the ones sent empty', async () => {
    const created = await asAdmin<AdminUser>('/api/admin/users', { body: newUser({ address: '1 Main St' }) });
    const { id, email } = created.body;
    const namesOnly = await asAdmin<AdminUser>(`/api/admin/users/${id}`, {
      method: 'PATCH',
      body: { firstName: 'Robin', lastName: 'Keeper', email },
    });
    expect(namesOnly.status).toBe(200);
    expect(namesOnly.body).toMatchObject({ firstName: 'Robin', phoneNumber: '555-0100', address: '1 Main St', city: 'Springfield', state: 'IL' });
    const cleared = await asAdmin<AdminUser>(`/api/admin/users/${id}`, {
      method: 'PATCH',
      body: { firstName: 'Robin', lastName: 'Keeper', email, phoneNumber: '', address: '' },
    });
    expect(cleared.body).toMatchObject({ phoneNumber: null, address: null, city: 'Springfield' });
  });
});
