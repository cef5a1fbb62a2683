import { describe, expect, it } from 'vitest';
import { createAdmin, createMember, signIn, signUp } from './testing/accounts.ts';
import { createTestApp } from './testing/test-app.ts';

const app = await createTestApp();

describe('who may call what', () => {
  it('refuses a signed-out caller with 401 and the error shape', async () => {
    for (const path of ['/api/me', '/api/profile', '/api/admin/stats']) {
      const res = await app.request<{ error: { code: string; message: string } }>(path);
      expect(res.status, path).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
      expect(res.body.error.message).toBeTruthy();
    }
  });

  it('lets an unverified account see who it is but refuses member routes with 403', async () => {
    const { email, password } = await signUp(app);
    const cookie = await signIn(app, email, password);
    const me = await app.request<{ emailVerified: boolean; role: string }>('/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ emailVerified: false, role: 'user' });
    const profile = await app.request<{ error: { code: string } }>('/api/profile', { cookie });
    expect(profile.status).toBe(403);
    expect(profile.body.error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('gives a verified member their own profile', async () => {
    const member = await createMember(app);
    const res = await app.request<{ email: string; firstName: string; membershipLevel: string }>('/api/profile', { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: member.email, firstName: 'Test', membershipLevel: 'basic' });
  });

  it('refuses a member on an admin route with 403', async () => {
    const member = await createMember(app);
    const res = await app.request<{ error: { code: string } }>('/api/admin/stats', { cookie: member.cookie });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
  });

  it('decides the role on the server and lets an admin in', async () => {
    const admin = await createAdmin(app);
    const me = await app.request<{ role: string }>('/api/me', { cookie: admin.cookie });
    expect(me.body.role).toBe('admin');
    const stats = await app.request<{ users: { total: number; active: number; inactive: number } }>('/api/admin/stats', { cookie: admin.cookie });
    expect(stats.status).toBe(200);
    expect(stats.body.users.total).toBe(stats.body.users.active + stats.body.users.inactive);
  });

  it('ignores a role sent by the client at sign-up', async () => {
    const res = await app.request<{ user: { role: string } }>('/api/auth/sign-up/email', {
      body: { email: 'sneaky@example.com', password: 'secret123', name: 'S N', firstName: 'S', lastName: 'N', role: 'admin' },
    });
    expect([200, 400]).toContain(res.status);
    if (res.status === 200) expect(res.body.user.role).toBe('user');
  });
});
