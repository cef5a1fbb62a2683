import { describe, expect, it } from 'vitest';
import { createAdmin, createMember, signIn } from '../testing/accounts.ts';
import { createTestApp } from '../testing/test-app.ts';

const app = await createTestApp();
const admin = await createAdmin(app);
type ErrorBody = { error: { code: string; message: string } };

const setStatus = async (id: string, body: unknown) => {
  const res = await app.request(`/api/admin/users/${id}/status`, { cookie: admin.cookie, body });
  expect(res.status).toBe(200);
};
const me = (cookie?: string) => app.request<ErrorBody>('/api/me', cookie ? { cookie } : {});

describe('a banned or deactivated account is told why, and only its own holder is', () => {
  it('answers a banned member’s session with the ban, its reason and its last day', async () => {
    const member = await createMember(app, 'banned');
    await setStatus(member.id, { action: 'ban', reason: 'Repeated no-shows', until: '2099-03-07' });
    for (const path of ['/api/me', '/api/vehicles']) {
      const res = await app.request<ErrorBody>(path, { cookie: member.cookie });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('ACCOUNT_BANNED');
      expect(res.body.error.message).toContain('Banned until 03/07/2099.');
      expect(res.body.error.message).toContain('Reason: Repeated no-shows');
    }
  });

  it('answers a deactivated member’s session with the deactivation and how to reach the club', async () => {
    const member = await createMember(app, 'deactivated');
    await setStatus(member.id, { action: 'deactivate' });
    const res = await me(member.cookie);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('ACCOUNT_DEACTIVATED');
    expect(res.body.error.message).toMatch(/deactivated.*contact the club/);
  });

  it('tells nothing without the session: no cookie, a made-up one, or a session that was merely signed out', async () => {
    expect((await me()).body.error.code).toBe('UNAUTHENTICATED');
    expect((await me('drivecare.session_token=made-up.token')).body.error.code).toBe('UNAUTHENTICATED');
    const member = await createMember(app, 'signedout');
    expect((await app.request('/api/auth/sign-out', { cookie: member.cookie, body: {} })).status).toBe(200);
    expect((await me(member.cookie)).body.error.code).toBe('UNAUTHENTICATED');
  });

  it('stops explaining once the account is usable again', async () => {
    const member = await createMember(app, 'unbanned');
    await setStatus(member.id, { action: 'ban', reason: 'Mistake' });
    expect((await me(member.cookie)).body.error.code).toBe('ACCOUNT_BANNED');
    await setStatus(member.id, { action: 'unban' });
    const res = await me(member.cookie);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
    expect((await me(await signIn(app, member.email, member.password))).status).toBe(200);
  });

  it('gives the ban at sign-in only for the right password', async () => {
    const member = await createMember(app, 'banned-signin');
    await setStatus(member.id, { action: 'ban', reason: 'Chargebacks', until: '2099-12-31' });
    const right = await app.request<{ code: string; message: string }>('/api/auth/sign-in/email', {
      body: { email: member.email, password: member.password },
    });
    expect(right.status).toBe(403);
    expect(right.body.code).toBe('BANNED_USER');
    expect(right.body.message).toContain('Banned until 12/31/2099.');
    expect(right.body.message).toContain('Reason: Chargebacks');
    const wrong = await app.request<{ code: string; message: string }>('/api/auth/sign-in/email', {
      body: { email: member.email, password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).not.toContain('Chargebacks');
  });
});
