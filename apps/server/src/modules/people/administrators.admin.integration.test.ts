import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminSummary, AdminUser, UserListResponse } from '@drivecare/contract/users';
import { user } from '../../db/schema/auth.ts';
import { createAdmin, signIn, uniqueEmail } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';

describe('administrators', () => {
  it('adds a verified admin in one operation; the new admin can use the back office at once', async () => {
    const app = await createTestApp();
    const admin = await createAdmin(app);
    const email = uniqueEmail('newadmin');
    const res = await app.request<AdminUser>('/api/admin/admins', { body: { email, firstName: 'Nia', lastName: 'Boss', password: 'secret123' }, cookie: admin.cookie });
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('admin');
    const cookie = await signIn(app, email, 'secret123');
    expect((await app.request('/api/admin/users', { cookie })).status).toBe(200);
    const list = await app.request<AdminSummary[]>('/api/admin/admins?q=newadmin', { cookie });
    expect(list.body.map((a) => a.email)).toEqual([email]);
  });

  it('refuses to demote the last active admin (409), even at their own request', async () => {
    const app = await createTestApp();
    const a = await createAdmin(app);
    const b = await createAdmin(app);
    expect((await app.request(`/api/admin/users/${a.id}`, { method: 'DELETE', cookie: b.cookie })).status).toBe(200);
    const res = await app.request<{ error: { message: string } }>(`/api/admin/admins/${b.id}/role`, { body: { role: 'user' }, cookie: b.cookie });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/last active administrator/);
  });

  type Call = { method: string; path: string; body?: unknown };
  it.each<[string, (id: string) => Call]>([
    ['delete', (id: string) => ({ method: 'DELETE', path: `/api/admin/users/${id}` })],
    ['ban', (id: string) => ({ method: 'POST', path: `/api/admin/users/${id}/status`, body: { action: 'ban', reason: 'x' } })],
    ['deactivate', (id: string) => ({ method: 'POST', path: `/api/admin/users/${id}/status`, body: { action: 'deactivate' } })],
  ])('two admins who %s each other at once leave exactly one active admin', async (_name, call) => {
    const app = await createTestApp();
    const a = await createAdmin(app);
    const b = await createAdmin(app);
    const one = call(b.id);
    const two = call(a.id);
    const [r1, r2] = await Promise.all([
      app.request(one.path, { method: one.method, body: one.body, cookie: a.cookie }),
      app.request(two.path, { method: two.method, body: two.body, cookie: b.cookie }),
    ]);
    // The loser is refused (409), or finds its own session already ended (401).
    expect([r1.status, r2.status].filter((s) => s === 200)).toHaveLength(1);
    expect([r1.status, r2.status].filter((s) => s !== 200)[0]).toBeOneOf([401, 409]);
    const list = await app.request<UserListResponse>('/api/admin/users?includeAdmins=true&status=active', { cookie: r1.status === 200 ? a.cookie : b.cookie });
    expect(list.body.data.filter((u) => u.role === 'admin')).toHaveLength(1);
  });

  it('lets only one of two concurrent requests remove the second-to-last admin', async () => {
    const app = await createTestApp();
    const a = await createAdmin(app);
    const b = await createAdmin(app);
    // Each admin tries to demote the other at the same moment: exactly one may win.
    const [r1, r2] = await Promise.all([
      app.request(`/api/admin/admins/${b.id}/role`, { body: { role: 'user' }, cookie: a.cookie }),
      app.request(`/api/admin/admins/${a.id}/role`, { body: { role: 'user' }, cookie: b.cookie }),
    ]);
    // The loser is refused (409), or, when the winner committed before the loser's request was read, the
    // demotion has already ended the loser's sessions (401).
    const [won, lost] = [r1.status, r2.status].sort();
    expect(won).toBe(200);
    expect([401, 409]).toContain(lost);
    const admins = await app.db.select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
    expect(admins).toHaveLength(1);
  });
});
